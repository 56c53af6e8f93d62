/**
 * Converting an uploaded picture to webp in the browser (spec 2 section 9: images are
 * converted to webp, width 100 and quality 0.85 by default; the settings picture uses 200 and
 * 1). The server only stores webp and checks the bytes, so the conversion happens here, before
 * anything is sent. The pure parts (target size, data URL) are apart from the canvas work so
 * tests can run them without a browser.
 */

export interface WebpOptions {
  /** Width of the result in pixels; the height follows the picture's aspect ratio. */
  width: number;
  /** Encoder quality, 0 to 1. */
  quality: number;
}

/** Spec 2 section 9's default for uploaded images. */
export const defaultWebpOptions: WebpOptions = { width: 100, quality: 0.85 };

/** Spec 2 section 9: the settings (profile) picture is larger and kept at full quality. */
export const profilePictureWebpOptions: WebpOptions = { width: 200, quality: 1 };

export interface Size {
  width: number;
  height: number;
}

/**
 * The size of the converted picture: the asked width, and the height that keeps the aspect
 * ratio, never under one pixel (a very wide banner would otherwise round to zero).
 */
export function targetSize(source: Size, width: number): Size {
  if (!(source.width > 0 && source.height > 0)) throw new RangeError('The picture has no size');
  if (!(width > 0) || !Number.isFinite(width)) throw new RangeError('The target width must be positive');
  const targetWidth = Math.round(width);
  return { width: targetWidth, height: Math.max(1, Math.round((source.height * targetWidth) / source.width)) };
}

/** Base64 of some bytes, in slices: spreading a large array into one call overflows the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  const slice = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += slice) {
    binary += String.fromCharCode(...bytes.subarray(start, start + slice));
  }
  return btoa(binary);
}

/** A `data:` URL, the form the settings call accepts for a picture and an <img> can show. */
export function dataUrlOf(bytes: Uint8Array, mimeType: string): string {
  return `data:${mimeType};base64,${bytesToBase64(bytes)}`;
}

/** A webp file starts with `RIFF`, four size bytes, then `WEBP` (the server checks the same). */
export function isWebpBytes(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

/** Why a conversion failed, so the form can say it in the user's language. */
export type ConversionFailure = 'unreadable' | 'webpUnsupported';

export class ImageConversionError extends Error {
  readonly reason: ConversionFailure;

  constructor(reason: ConversionFailure, cause?: unknown) {
    super(reason === 'unreadable' ? 'The picture could not be read' : 'This browser cannot write webp images', { cause });
    this.name = 'ImageConversionError';
    this.reason = reason;
  }
}

export interface WebpImage {
  bytes: Uint8Array;
  size: Size;
  /** The picture as a webp data URL, ready to send and to preview. */
  dataUrl: string;
}

/** Draws the bitmap at the target size and encodes it; OffscreenCanvas where there is one. */
async function encode(bitmap: ImageBitmap, size: Size, quality: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: 'image/webp', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
}

/**
 * Converts an image file (png, jpeg, webp, gif: its first frame) to webp at the given width.
 * Browsers without a webp encoder hand back a png instead of failing; that is caught here, as
 * the server would refuse it.
 */
export async function toWebp(file: Blob, options: WebpOptions = defaultWebpOptions): Promise<WebpImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    throw new ImageConversionError('unreadable', error);
  }
  try {
    const size = targetSize({ width: bitmap.width, height: bitmap.height }, options.width);
    const blob = await encode(bitmap, size, options.quality);
    const bytes = blob ? new Uint8Array(await blob.arrayBuffer()) : null;
    if (!bytes || !isWebpBytes(bytes)) throw new ImageConversionError('webpUnsupported');
    return { bytes, size, dataUrl: dataUrlOf(bytes, 'image/webp') };
  } catch (error) {
    // An empty picture or a canvas the browser refuses to draw is, to the user, an unreadable file.
    throw error instanceof ImageConversionError ? error : new ImageConversionError('unreadable', error);
  } finally {
    bitmap.close();
  }
}
