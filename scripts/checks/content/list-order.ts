import { exampleAt, walkObjects, type CorpusExample } from "./example-corpus.ts";

/**
 * Problems: a page of a list (`data` beside `pagination`) whose items are not newest first. Lists
 * are ordered by `created_at`, newest first, and items created in the same second by `id`,
 * descending (API-CONVENTIONS.md, "Requests and responses"): timestamps have second resolution, so
 * the ID is what keeps a cursor from skipping or repeating an item.
 */
export function checkListOrder(examples: CorpusExample[]): string[] {
  const problems: string[] = [];
  for (const example of examples)
    walkObjects(example.value, (node: Record<string, any>, pointer: string) => {
      if (!Array.isArray(node.data) || !node.pagination) return;
      const items = node.data.filter(
        (item: any) => item && typeof item.created_at === "string" && typeof item.id === "string",
      );
      for (let index = 1; index < items.length; index++) {
        const [newer, older] = [items[index - 1], items[index]];
        const inOrder =
          newer.created_at > older.created_at || (newer.created_at === older.created_at && newer.id > older.id);
        if (!inOrder)
          problems.push(
            `${exampleAt(example, pointer)}: ${older.id} (${older.created_at}) ` +
              `comes after ${newer.id} (${newer.created_at}), but lists are newest first, then by id descending`,
          );
      }
    });
  return problems;
}
