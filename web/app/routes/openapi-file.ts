import { data } from "react-router";
import { getApiSpec } from "../content/api-reference.server.ts";
import type { Route } from "./+types/openapi-file";

/** `/openapi/tidewire-<version>.yaml` and `.json`: a version's OpenAPI document as a download. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = params.file.match(/^tidewire-(.+)\.(yaml|json)$/);
  const spec = match ? await getApiSpec(match[1]) : null;
  if (!match || !spec) throw data("Not found", { status: 404 });
  if (match[2] === "yaml") return new Response(spec.text, { headers: { "Content-Type": "application/yaml; charset=utf-8" } });
  return new Response(`${JSON.stringify(spec.doc, null, 2)}\n`, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
