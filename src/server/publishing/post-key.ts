import { randomInt } from "node:crypto";
import { postKeyLength } from "../../shared/publishing";

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A post's part of its deep link (`c{key}_{code}`): 62^8 keys, unguessable enough that no one credits another's post. */
export function newPostKey(): string {
  let key = "";
  for (let index = 0; index < postKeyLength; index += 1) key += base62[randomInt(base62.length)];
  return key;
}
