import { readFileSync, readdirSync } from "node:fs";
import { SourceMapConsumer } from "source-map";
import { gzipSync } from "node:zlib";
const dir = ".cache/smbuild/client/assets/";
const file = readdirSync(dir).find((f) => f.startsWith(process.argv[2]) && f.endsWith(".js"))!;
const code = readFileSync(dir + file, "utf8");
const map = JSON.parse(readFileSync(dir + file + ".map", "utf8"));
const consumer = await new SourceMapConsumer(map);
const lines = code.split("\n");
const bySource = new Map<string, string[]>();
const mappings: { line: number; col: number; source: string | null }[] = [];
consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, col: m.generatedColumn, source: m.source }));
mappings.sort((a, b) => a.line - b.line || a.col - b.col);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  const text = n && n.line === m.line ? lines[m.line - 1].slice(m.col, n.col) : lines[m.line - 1].slice(m.col);
  const key = (m.source ?? "?").replace(/.*node_modules\//, "nm/");
  if (!bySource.has(key)) bySource.set(key, []);
  bySource.get(key)!.push(text);
}
const rows = [...bySource].map(([k, parts]) => { const s = parts.join(""); return [k, s.length, gzipSync(s).length] as const; }).sort((a, b) => b[2] - a[2]);
for (const [k, raw, gz] of rows.slice(0, 30)) console.log(String(gz).padStart(7), String(raw).padStart(8), k);
