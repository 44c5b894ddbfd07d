import { defineArrayMember, type ArrayOfType, type SchemaTypeDefinition } from "sanity";
import { admonition } from "./admonition/schema.ts";
import { cardGrid } from "./card-grid/schema.ts";
import { codeMember } from "./code/schema.ts";
import { accessibleImage } from "./image/schema.ts";
import type { BlockName } from "./names.ts";
import { table } from "./table/schema.ts";
import { tabs } from "./tabs/schema.ts";

/** The content-model part of a block type: what the Studio and the dataset validation know of it. */
export interface BlockContentModel {
  /** Its entry in the body's list of allowed members (schemas/blockContent.ts), in insert-menu order. */
  member: ArrayOfType;
  /** The schema types it defines, with their editor previews (`components.preview`, in its folder), registered once in schemas/index.ts. */
  types: SchemaTypeDefinition[];
}

/** The content model of every block type. Code blocks use @sanity/code-input's own type and editor. */
export const BLOCK_CONTENT_MODEL = {
  code: { member: codeMember(), types: [] },
  admonition: { member: defineArrayMember({ type: "admonition" }), types: [admonition] },
  tabs: { member: defineArrayMember({ type: "tabs" }), types: [tabs] },
  table: { member: defineArrayMember({ type: "table" }), types: [table] },
  accessibleImage: { member: defineArrayMember({ type: "accessibleImage", title: "Image" }), types: [accessibleImage] },
  cardGrid: { member: defineArrayMember({ type: "cardGrid" }), types: [cardGrid] },
} satisfies Record<BlockName, BlockContentModel>;

const blocks: BlockContentModel[] = Object.values(BLOCK_CONTENT_MODEL);

/** Every block type's member, for a body's `of` list. */
export const BLOCK_MEMBERS = blocks.map((block) => block.member);

/** Every schema type the block types define. */
export const BLOCK_TYPES = blocks.flatMap((block) => block.types);
