import { data } from "react-router";
import { getApiSpec } from "../content/views/api-reference.server.ts";
import { routeData } from "../content/build/route-dependencies.server.ts";
import type { Route } from "./+types/openapi-file";

/** `/openapi/tidewire-<version>.yaml` and `.json`: a version's OpenAPI document as a download. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const match = params.file.match(/^tidewire-(.+)\.(yaml|json)$/);
  const text = match
    ? await routeData(request, async () => {
        const spec = await getApiSpec(match[1]);
        if (!spec) return null;
        return match[2] === "yaml" ? spec.text : `${JSON.stringify(spec.doc, null, 2)}\n`;
      })
    : null;
  if (!match || text === null) throw data("Not found", { status: 404 });
  return new Response(text, { headers: { "Content-Type": `application/${match[2]}; charset=utf-8` } });
}
