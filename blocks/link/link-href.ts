import type { CustomValidator } from "sanity";
import { linkHrefProblem } from "../../web/app/lib/content-rules.ts";

/**
 * A link's address: a site path, an `#anchor`, or an http(s) or mailto: URL (the rule the build
 * applies too, web/app/lib/content-rules.ts). An empty value passes: `required` reports it.
 */
export const linkHref: CustomValidator<string | undefined> = (href) => (!href ? true : (linkHrefProblem(href) ?? true));
