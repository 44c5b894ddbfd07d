import type { BlockHtml } from "../html-parts.ts";

/** An image with its alternative text and intrinsic size (no layout shift), loaded lazily. */
export const imageHtml: BlockHtml = {
  render: ({ value }) => (
    <figure className="content-image">
      <img src={value.url} alt={value.alt} width={value.width} height={value.height} loading="lazy" decoding="async" />
    </figure>
  ),
};
