import { flatTokenVariants, type ShikiTransformer, type ThemeRegistrationResolved } from "shiki";

/**
 * The foreground colour `dark` gives every token `light` colours, when the two themes are one
 * set of token rules in two palettes (as GitHub's themes are: primer/github-vscode-theme builds every
 * variant from one template): the same scopes in the same order, the same font styles, a foreground
 * on the same rules, and no light colour that stands for two dark ones. TextMate resolves a token's
 * colour from the rule its scopes match, so such themes colour the same tokens, and the dark colour of
 * a token is a function of its light one. Keys are lowercase `#rrggbb[aa]`; values as `dark` writes them.
 * Returns null for themes that are not such a pair (their tokens must be resolved by each theme).
 */
export function pairedForegrounds(
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved,
): Map<string, string> | null {
  const [lightRules, darkRules] = [light.settings ?? [], dark.settings ?? []];
  if (lightRules.length !== darkRules.length) return null;
  if (Object.keys(light.colorReplacements ?? {}).length || Object.keys(dark.colorReplacements ?? {}).length)
    return null;
  const foregrounds = new Map<string, string>([[light.fg.toLowerCase(), dark.fg]]);
  for (const [index, lightRule] of lightRules.entries()) {
    const darkRule = darkRules[index];
    if (JSON.stringify(lightRule.scope ?? null) !== JSON.stringify(darkRule.scope ?? null)) return null;
    if ((lightRule.settings.fontStyle ?? "") !== (darkRule.settings.fontStyle ?? "")) return null;
    const [from, to] = [lightRule.settings.foreground, darkRule.settings.foreground];
    if (!from !== !to) return null;
    if (!from || !to) continue;
    const known = foregrounds.get(from.toLowerCase());
    if (known !== undefined && known.toLowerCase() !== to.toLowerCase()) return null;
    foregrounds.set(from.toLowerCase(), to);
  }
  return foregrounds;
}

/**
 * A shiki transformer for code tokenized once, with the light theme of a pair (`pairedForegrounds`),
 * that writes what shiki's dual themes (`themes: { light, dark }`, `defaultColor: false`) write after
 * tokenizing it once per theme: each token's `--shiki-light*` and `--shiki-dark*` variables, and the
 * `<pre>` class naming both themes. One difference, from shiki's single-theme whitespace rule: a
 * whitespace-only token that is underlined or struck through keeps its own span.
 */
export function pairedThemeTransformer(
  themes: { light: ThemeRegistrationResolved; dark: ThemeRegistrationResolved },
  foregrounds: ReadonlyMap<string, string>,
): ShikiTransformer {
  return {
    name: "tidewire:paired-theme",
    tokens(lines) {
      return lines.map((line) =>
        line.map((token) => {
          const style = { color: token.color, fontStyle: token.fontStyle };
          const darkColor = token.color && foregrounds.get(token.color.toLowerCase());
          if (token.color && !darkColor)
            throw new Error(
              `"${themes.light.name}" gave a token the colour ${token.color}, which no rule of its pair names.`,
            );
          return flatTokenVariants(
            {
              content: token.content,
              offset: token.offset,
              variants: { light: style, dark: { ...style, color: darkColor } },
            },
            ["light", "dark"],
            "--shiki-",
            false,
          );
        }),
      );
    },
    pre(node) {
      node.properties.class = `shiki shiki-themes ${themes.light.name} ${themes.dark.name}`;
    },
  };
}
