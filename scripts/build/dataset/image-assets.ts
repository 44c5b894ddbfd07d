import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { imageSize } from "image-size";

/** A `sanity.imageAsset` document as it appears in a Sanity NDJSON export. */
export interface ImageAssetDocument {
  _id: string;
  _type: "sanity.imageAsset";
  /** The hash part of `_id`; Sanity's own asset schema requires it (`sanity documents validate`). */
  assetId: string;
  url: string;
  path: string;
  originalFilename: string;
  extension: string;
  mimeType: string;
  size: number;
  sha1hash: string;
  metadata: {
    _type: "sanity.imageMetadata";
    dimensions: { _type: "sanity.imageDimensions"; width: number; height: number; aspectRatio: number };
  };
}

const MIME: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/**
 * Builds the asset document for an image file under content/images. The `_id` follows Sanity's
 * asset id format `image-<sha1>-<width>x<height>-<ext>` (Sanity docs, "Image URLs"); `url` is the
 * site path the embedded build serves it from (`/images/<file>`).
 * Throws, naming the file, when it is not an image whose width and height can be read.
 */
export function imageAssetFor(file: string): ImageAssetDocument {
  const bytes = readFileSync(file);
  const extension = extname(file).slice(1).toLowerCase();
  const unreadable = (cause?: unknown) =>
    new Error(
      `${file}: cannot read the image's width and height; use a PNG, JPEG, WebP, GIF or an SVG with width and height or a viewBox`,
      { cause },
    );
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch (error) {
    // image-size throws a bare TypeError ("Invalid SVG", "unsupported file type") that names no file.
    throw unreadable(error);
  }
  const { width, height } = size;
  if (!width || !height) throw unreadable();
  const sha1hash = createHash("sha1").update(bytes).digest("hex");
  const name = basename(file);
  return {
    _id: `image-${sha1hash}-${width}x${height}-${extension}`,
    _type: "sanity.imageAsset",
    assetId: sha1hash,
    url: `/images/${name}`,
    path: `images/${name}`,
    originalFilename: name,
    extension,
    mimeType: MIME[extension] ?? "application/octet-stream",
    size: bytes.length,
    sha1hash,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
    },
  };
}
