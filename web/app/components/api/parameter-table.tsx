import { OPERATION_SECTIONS, type ParameterView } from "../../api-reference/operation-view.ts";
import { CopyLinkButton } from "../copy-link/copy-link-button.tsx";
import { SchemaFacts } from "./schema-tree.tsx";

/** The parameters of one location (path, query, header, cookie) as a table with anchors. */
export function ParameterTable({
  location,
  parameters,
}: {
  location: ParameterView["in"];
  parameters: ParameterView[];
}) {
  if (!parameters.length) return null;
  const { id, text } = OPERATION_SECTIONS.parameters[location];
  return (
    <section className="api-section" aria-labelledby={id}>
      <h2 id={id}>{text}</h2>
      <div className="table-wrapper">
        <table className="parameter-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((parameter) => (
              <tr key={parameter.anchor} id={parameter.anchor}>
                <td>
                  <span className="parameter-table__name">
                    <code>{parameter.name}</code>
                    <CopyLinkButton anchor={parameter.anchor} label={parameter.name} />
                  </span>
                  {parameter.required ? (
                    <span className="schema-prop__required" data-search-ignore="">
                      required
                    </span>
                  ) : (
                    <span className="schema-prop__optional" data-search-ignore="">
                      optional
                    </span>
                  )}
                  {parameter.deprecated && (
                    <span className="schema-prop__flag schema-prop__flag--deprecated">deprecated</span>
                  )}
                </td>
                <td>
                  <span className="schema-prop__type" data-search-ignore="">
                    {parameter.schema.type}
                    {parameter.schema.format && (
                      <span className="schema-prop__format" data-search-ignore="">
                        {" "}
                        &lt;{parameter.schema.format}&gt;
                      </span>
                    )}
                  </span>
                </td>
                <td>
                  {parameter.description && (
                    <div
                      className="schema-prop__description"
                      dangerouslySetInnerHTML={{ __html: parameter.description }}
                    />
                  )}
                  <SchemaFacts
                    node={{
                      ...parameter.schema,
                      description: null,
                      example: parameter.example ?? parameter.schema.example,
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
