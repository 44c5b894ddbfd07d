import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeHostConfig } from "../../scripts/build/hosting/host-config.ts";
import { precompressSite } from "../../scripts/build/hosting/precompress.ts";
import {
  NON_PAGE_CONTENT_SECURITY_POLICY,
  SVG_CONTENT_SECURITY_POLICY,
} from "../../scripts/build/hosting/security-headers.ts";
import { createLimitedServer, SITE_SERVER_LIMITS } from "../../scripts/serve/http-server.ts";
import { switchCurrent } from "../../scripts/rebuild/local-build.ts";
import { createJsonLogger } from "../../scripts/rebuild/logger.ts";
import { createCurrentSiteHandler } from "../../scripts/rebuild/service.ts";
import { createSiteServer } from "../../scripts/serve/site-server.ts";

/*
 * The hostile-traffic probes against the static site server, replayed on both ways it runs:
 * `npm start` / `npm run serve` (createSiteServer) and the rebuild receiver's SITE_PORT
 * (createCurrentSiteHandler over `current`). The site is a small build made with the build's own
 * host configuration and precompression steps. Each probe is sent raw (node:http, no URL
 * normalisation on the way) and must get its safe answer. About 1 s.
 */

const root = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "tidewire-security-site-"));
const buildId = "20260101T000000000Z-000001";
const clientDir = join(dir, "builds", buildId, "client");
const PAGE =
  '<!DOCTYPE html><html><head><title>Intro</title><script>document.documentElement.dataset.js="1"</script></head>' +
  `<body><main>${"The introduction. ".repeat(100)}</main></body></html>`;
const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script><rect width="10" height="10"/></svg>';

function writeSite() {
  mkdirSync(join(clientDir, "docs/intro"), { recursive: true });
  mkdirSync(join(clientDir, "images"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), PAGE.replace("Intro", "Home"));
  writeFileSync(join(clientDir, "docs/intro/index.html"), PAGE);
  writeFileSync(
    join(clientDir, "404.html"),
    "<!DOCTYPE html><html><head><title>Page not found</title></head><body><main>Page not found</main></body></html>",
  );
  writeFileSync(join(clientDir, "images/diagram.svg"), SCRIPTED_SVG);
  writeFileSync(join(clientDir, "images/mixed-case.Svg"), SCRIPTED_SVG);
  writeFileSync(join(clientDir, "images/photo.png"), "not really a PNG");
  writeFileSync(join(clientDir, "docs/intro.md"), "# Intro\n\n<script>alert(1)</script>\n");
  writeFileSync(join(clientDir, "assets/app-abc123.js"), "console.log('app');".repeat(100));
  writeFileSync(join(clientDir, ".env"), "SANITY_WEBHOOK_SECRET=do-not-serve\n");
  writeHostConfig(clientDir, [{ from: "/docs", to: "/docs/intro" }]);
  // Written after _headers: only the server's own SVG rule can give it the policy.
  writeFileSync(join(clientDir, "images/upper-case.SVG"), SCRIPTED_SVG);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends `path` exactly as written (no normalisation), with `headers`; resolves to the raw answer. */
function probe(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, headers, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("latin1") }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

const logLines: string[] = [];
const servers: Server[] = [];
const targets: Record<string, string> = {};

const listen = async (name: string, listener: RequestListener) => {
  const server = createLimitedServer(listener, SITE_SERVER_LIMITS).listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  servers.push(server);
  targets[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  writeSite();
  await precompressSite(clientDir);
  await switchCurrent(dir, buildId);
  const logger = createJsonLogger({ write: (line) => logLines.push(line) });
  await listen(
    "npm start",
    createSiteServer(() => clientDir, { logger }),
  );
  await listen("receiver SITE_PORT", createCurrentSiteHandler(dir, logger));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  rmSync(dir, { recursive: true, force: true });
});

/** The request paths that tried to leave the site: each must answer 301 to a path of this site, 400 or 404. */
const OFF_SITE = [
  "/%2F%2Fevil.example/",
  "/%5Cevil.example/",
  "//evil.example/",
  "/\\evil.example/",
  "/%2F%5Cevil.example",
  "/.//evil.example/",
  "/%5C%5Cevil.example/%2e%2e",
  "///evil.example",
  "/%09/evil.example",
  "/docs/..//evil.example",
];

describe.each(["npm start", "receiver SITE_PORT"])("site server probes (%s)", (name) => {
  const base = () => targets[name];

  it.each(OFF_SITE)("%s never redirects to another site", async (path) => {
    const answer = await probe(base(), path);
    expect([301, 400, 404]).toContain(answer.status);
    if (answer.status === 301) {
      const location = String(answer.headers.location);
      expect(location).toMatch(/^\/(?![/\\])/);
      // Resolved as Chromium does (backslashes are slashes in http URLs), it stays on this origin.
      expect(new URL(location, "http://site.example").origin).toBe("http://site.example");
      expect(answer.headers["content-security-policy"]).toBeTruthy();
    }
  });

  it.each([
    ["/docs//intro", "/docs/intro"],
    ["/docs/./intro", "/docs/intro"],
    ["/docs%2Fintro", "/docs/intro"],
    ["/docs/x/../intro", "/docs/intro"],
    ["/docs/intro/?q=1", "/docs/intro?q=1"],
  ])("%s redirects to %s with the page's headers", async (path, location) => {
    const answer = await probe(base(), path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
    const page = await probe(base(), "/docs/intro");
    expect(answer.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
  });

  it.each([
    ["/docs", "/docs/intro"],
    ["/docs?q=fx", "/docs/intro?q=fx"],
    ["/docs/", "/docs/intro"],
    ["/docs/index.html", "/docs/intro"],
    ["//docs", "/docs/intro"],
  ])("%s redirects to %s in one step, as _redirects says, with the page's headers", async (path, location) => {
    const answer = await probe(base(), path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
    const page = await probe(base(), "/docs/intro");
    expect(answer.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
  });

  it("serves the page itself with its Content-Security-Policy", async () => {
    const page = await probe(base(), "/docs/intro");
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  });

  it.each([
    "/_headers",
    "/_redirects",
    "/hosting/nginx.conf",
    "/.env",
    "/%2Eenv",
    "/../../../etc/passwd",
    "/docs/../../builds",
  ])("%s is not served", async (path) => {
    const answer = await probe(base(), path);
    if (answer.status === 301) expect(String(answer.headers.location)).toMatch(/^\/(?![/\\])/);
    else expect(answer.status).toBe(404);
    expect(answer.body).not.toContain("Content-Security-Policy:");
    expect(answer.body).not.toContain("do-not-serve");
    expect(answer.body).not.toContain("root:");
  });

  it("answers an unsatisfiable Range with 416 and If-Match with 412: no stack trace, no path, one JSON log line each", async () => {
    const linesBefore = logLines.length;
    const range = await probe(base(), "/docs/intro", { range: "bytes=999999999-" });
    expect(range.status).toBe(416);
    expect(range.headers["content-range"]).toMatch(/^bytes \*\/\d+$/);
    const ifMatch = await probe(base(), "/docs/intro", { "if-match": '"not-the-etag"' });
    expect(ifMatch.status).toBe(412);
    for (const answer of [range, ifMatch]) {
      expect(answer.body).toMatch(/^41[26] [A-Za-z ]+\n$/);
      expect(answer.body).not.toContain(root);
      expect(answer.headers["content-security-policy"]).toBeTruthy();
    }
    const lines = logLines.slice(linesBefore);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.endsWith("\n")).toBe(true);
      expect(line.slice(0, -1)).not.toContain("\n");
      expect(JSON.parse(line)).toMatchObject({ level: "warn", msg: "request failed" });
      expect(line).not.toContain("    at ");
    }
  });

  it("answers undecodable paths and control characters with 400", async () => {
    for (const path of ["/%E0%A4%A", "/docs/%00", "/docs/%0d%0aSet-Cookie:%20x=1"]) {
      const answer = await probe(base(), path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("serves an SVG (scripted, as content/images may hold) with a CSP that sandboxes it", async () => {
    const svg = await probe(base(), "/images/diagram.svg");
    expect(svg.status).toBe(200);
    expect(svg.headers["content-security-policy"]).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    // The extension in any case, and without a rule of _headers for the file.
    for (const path of ["/images/mixed-case.Svg", "/images/upper-case.SVG"]) {
      const other = await probe(base(), path);
      expect(other.status, path).toBe(200);
      expect(other.headers["content-security-policy"], path).toBe(SVG_CONTENT_SECURITY_POLICY);
    }
  });

  it("serves every file that is not a page, scripts aside, with the non-page policy: only pages run as documents", async () => {
    for (const path of ["/images/photo.png", "/docs/intro.md"]) {
      const file = await probe(base(), path);
      expect(file.status, path).toBe(200);
      expect(file.headers["content-security-policy"], path).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
    }
    const page = await probe(base(), "/docs/intro");
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'/);
  });

  it("gives a script no policy of its own: run as a worker, it would be bound by it", async () => {
    const script = await probe(base(), "/assets/app-abc123.js");
    expect(script.status).toBe(200);
    expect(script.headers["content-security-policy"]).toBeUndefined();
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the precompressed twin of a page, compressing nothing per request", async () => {
    const br = await probe(base(), "/docs/intro", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(readFileSync(join(clientDir, "docs/intro/index.html.br")).length);
    const gz = await probe(base(), "/docs/intro", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(Number(gz.headers["content-length"])).toBe(readFileSync(join(clientDir, "docs/intro/index.html.gz")).length);
  });
});

describe("host configuration", () => {
  it("gives every SVG the sandboxing CSP in _headers, and nginx.conf hides the host's files and redirects off-site paths", () => {
    const headers = readFileSync(join(clientDir, "_headers"), "utf8");
    expect(headers).toContain(`/images/diagram.svg\n  Content-Security-Policy: ${SVG_CONTENT_SECURITY_POLICY}`);
    expect(headers).toContain(`/images/mixed-case.Svg\n  Content-Security-Policy: ${SVG_CONTENT_SECURITY_POLICY}`);
    const nginx = readFileSync(join(dir, "builds", buildId, "hosting/nginx.conf"), "utf8");
    expect(nginx).toContain("location ~ ^/_(headers|redirects)$ {\n    return 404;");
    expect(nginx).toContain(`add_header Content-Security-Policy "${SVG_CONTENT_SECURITY_POLICY}" always;`);
    expect(nginx).toContain("absolute_redirect off;");
    expect(nginx).toContain("server_tokens off;");
    // Each page its own policy, every other file the non-page one; /docs/ redirects in one step.
    const introPolicy = readFileSync(join(clientDir, "_headers"), "utf8").match(
      /\n\/docs\/intro\n {2}Content-Security-Policy: ([^\n]+)/,
    )![1];
    expect(nginx).toContain(`"/docs/intro" "${introPolicy}";`);
    expect(nginx).toContain(`"/docs/intro/index.html" "${introPolicy}";`);
    expect(nginx).toContain(`default "${NON_PAGE_CONTENT_SECURITY_POLICY}";`);
    expect(nginx).toMatch(
      new RegExp(
        `location /images/ \\{[^}]*add_header Content-Security-Policy "${NON_PAGE_CONTENT_SECURITY_POLICY}" always;`,
      ),
    );
    expect(nginx).toContain('add_header Content-Security-Policy "$page_content_security_policy" always;');
    expect(nginx.indexOf('rewrite "^/docs/?$" /docs/intro permanent;')).toBeLessThan(
      nginx.indexOf("rewrite ^/(.+)/$ /$1 permanent;"),
    );
    expect(nginx).toContain('rewrite "^/[/\\x5c]+(.*)$" /$1 permanent;');
    expect(nginx).toContain("gzip_static on;");
    expect(readFileSync(join(clientDir, "_redirects"), "utf8").split("\n")[0]).toBe("/docs /docs/intro 301");
  });

  it("keeps .env files out of git", () => {
    const ignored = execFileSync("git", ["check-ignore", "--no-index", ".env", ".env.local", ".env.production"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(ignored.trim().split("\n")).toEqual([".env", ".env.local", ".env.production"]);
  });
});
