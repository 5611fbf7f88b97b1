import { z } from 'zod';
import { MsgKey } from './validation-messages.ts';

/**
 * Links and images that visitors' browsers follow. Every field of this kind uses these types, so an
 * off-site link cannot hide in a "path" (`//evil.example`, `/\evil.example` — browsers read both as
 * another host) and no image or link runs script (`javascript:`, `data:`).
 */

/** A same-origin path: one leading slash, then no slash or backslash, no backslash anywhere, no spaces. */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\]*$/;
/** An absolute http(s) address with a host. */
export const WEB_URL_PATTERN = /^https?:\/\/[^\s/\\?#]+[^\s\\]*$/i;

export const isSitePath = (value: string) => SITE_PATH_PATTERN.test(value);
export const isWebUrl = (value: string) => WEB_URL_PATTERN.test(value);

/** A path on this site, e.g. navigation targets ("/news?type=1"). */
export const sitePath = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(SITE_PATH_PATTERN, { message: MsgKey.sitePath });

/** Empty, a path on this site, or an http(s) address (logos, links, web sites). */
export const urlOrPath = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isSitePath(value) || isWebUrl(value), { message: MsgKey.linkFormat });

/** An image: empty, an uploaded image on this site (a path), or an http(s) address — nothing else. */
export const imageUrl = urlOrPath;
