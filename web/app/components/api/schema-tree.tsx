import { schemaFacts, schemaFlags } from "../../api-reference/schema-facts.ts";
import type { SchemaNode } from "../../api-reference/schema-view.ts";
import { Tabs } from "../../../../blocks/tabs/tabs.tsx";
import { CopyLinkButton } from "../copy-link/copy-link-button.tsx";

/** Allowed values, default, constraints and example of one schema node (api-reference/schema-facts.ts), after its description. */
export function SchemaFacts({ node }: { node: SchemaNode }) {
  const facts = schemaFacts(node);
  return (
    <>
      {node.description && (
        <div className="schema-prop__description" dangerouslySetInnerHTML={{ __html: node.description }} />
      )}
      {facts.length > 0 && (
        <dl className="schema-facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>
                {fact.values.map((value) => (
                  <code key={value}>{value}</code>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

function TypeLine({ node }: { node: SchemaNode }) {
  return (
    <span className="schema-prop__type" data-search-ignore="">
      {node.type}
      {node.format && (
        <span className="schema-prop__format" data-search-ignore="">
          {" "}
          &lt;{node.format}&gt;
        </span>
      )}
      {node.refName && node.type === "object" && <span className="schema-prop__ref"> ({node.refName})</span>}
    </span>
  );
}

/** One property row; nested properties and variants sit in a disclosure (`<details>`). */
function SchemaProperty({ node }: { node: SchemaNode }) {
  const nested = node.children.length > 0 || (node.variants?.length ?? 0) > 0;
  const head = (
    <span className="schema-prop__head">
      <code className="schema-prop__name">{node.name}</code>
      <TypeLine node={node} />
      {schemaFlags(node).map((flag) => (
        <span
          key={flag}
          className={
            flag === "required"
              ? "schema-prop__required"
              : `schema-prop__flag${flag === "deprecated" ? " schema-prop__flag--deprecated" : ""}`
          }
          data-search-ignore={flag === "required" ? "" : undefined}
        >
          {flag}
        </span>
      ))}
    </span>
  );
  return (
    <li className="schema-prop" id={node.anchor}>
      <div className="schema-prop__row">
        {head}
        <CopyLinkButton anchor={node.anchor} label={node.name} />
      </div>
      <SchemaFacts node={node} />
      {nested && (
        <details className="schema-prop__nested">
          <summary data-search-ignore="">
            Show{" "}
            {node.variants
              ? `${node.variants.length} variants`
              : `${node.children.length} ${node.type.startsWith("array") ? "item" : "child"} ${node.children.length === 1 ? "property" : "properties"}`}{" "}
            of <code>{node.name}</code>
          </summary>
          <SchemaBody node={node} />
        </details>
      )}
    </li>
  );
}

/** The properties and variants of a schema node (no row for the node itself). */
export function SchemaBody({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.children.length > 0 && (
        <ul className="schema-tree">
          {node.children.map((child) => (
            <SchemaProperty key={child.anchor} node={child} />
          ))}
        </ul>
      )}
      {node.variants && (
        <div className="schema-variants">
          <p className="schema-variants__intro" data-search-ignore="">
            {node.variantKind === "oneOf" ? "Exactly one of" : "Any of"} these variants
            {node.discriminator && (
              <>
                , selected by <code>{node.discriminator}</code>
              </>
            )}
            :
          </p>
          <Tabs
            items={node.variants.map((variant, index) => ({
              key: `${index}`,
              label: variant.discriminatorValue
                ? `${variant.label} (${node.discriminator} = ${variant.discriminatorValue})`
                : variant.label,
              content: (
                <>
                  {variant.node.description && (
                    <div
                      className="schema-prop__description"
                      dangerouslySetInnerHTML={{ __html: variant.node.description }}
                    />
                  )}
                  <SchemaBody node={variant.node} />
                  {!variant.node.children.length && !variant.node.variants && (
                    <SchemaFacts node={{ ...variant.node, description: null }} />
                  )}
                </>
              ),
            }))}
          />
        </div>
      )}
    </>
  );
}

/** A whole schema (request body, response body) as an expandable tree with anchors on every property. */
export function SchemaTree({ node }: { node: SchemaNode }) {
  return (
    <div className="schema-root">
      <p className="schema-root__type" data-search-ignore="">
        <TypeLine node={node} />
      </p>
      {!node.children.length && !node.variants && <SchemaFacts node={node} />}
      <SchemaBody node={node} />
    </div>
  );
}
