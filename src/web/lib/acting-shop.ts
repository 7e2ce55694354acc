import { shopHeader, shopQuery } from "@shared/shop-header";
import type { ShopRole, StaffRole } from "@shared/staff";
import { useSyncExternalStore } from "react";
import { useAuth } from "./auth/auth-context";
import { signedInUserId } from "./auth/session-store";

/**
 * DESIGN 35: the shop the user works in when it is another's (they are its staff): whose account the shop is, its
 * name for the switcher and the notice, and the user's role there. None means their own shop.
 */
export type ActingShop = { userId: string; shopId: string; name: string; role: StaffRole };

const storageKey = "acting-shop";
const staffRoleNames: Record<StaffRole, true> = { manager: true, orders: true, catalog: true };
const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && Object.hasOwn(staffRoleNames, value);

/** What a previous visit kept, if it reads as a shop; anything else (an old format, a hand edit) is no shop. */
export function parseActingShop(raw: string | null): ActingShop | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { userId, shopId, name, role } = value as Record<string, unknown>;
    if (typeof userId !== "string" || typeof shopId !== "string" || typeof name !== "string") return null;
    if (!isStaffRole(role) || shopId === userId) return null;
    return { userId, shopId, name, role };
  } catch {
    return null;
  }
}

function readStored(): ActingShop | null {
  try {
    return parseActingShop(localStorage.getItem(storageKey));
  } catch {
    return null;
  }
}

function store(shop: ActingShop | null) {
  try {
    if (shop) localStorage.setItem(storageKey, JSON.stringify(shop));
    else localStorage.removeItem(storageKey);
  } catch {
    // Private browsing can refuse storage; the choice still holds for this page.
  }
}

let current: ActingShop | null = typeof localStorage === "undefined" ? null : readStored();
/** Whoever draws the choice (React). */
const viewers = new Set<() => void>();
/** What follows a switch: the cached answers read again, the event stream opened for the new shop. */
const switchListeners = new Set<() => void>();
/** What tells the user they were taken back to their own shop, with the shop's name. */
const leftListeners = new Set<(shopName: string) => void>();

function publish(next: ActingShop | null, switched: boolean) {
  current = next;
  for (const viewer of viewers) viewer();
  if (switched) for (const listener of switchListeners) listener();
}

/** The other shop the signed-in user acts in, or null for their own; a choice kept for another account is none. */
export function actingShopOf(userId: string | null): ActingShop | null {
  return current && userId !== null && current.userId === userId ? current : null;
}

/** The id of the other shop this page's requests act in, or null for the user's own. */
export function actingShopId(): string | null {
  return actingShopOf(signedInUserId())?.shopId ?? null;
}

/** The headers every API call carries: `x-shop` when the user works in another's shop (DESIGN 35). */
export function shopRequestHeaders(): Record<string, string> {
  const shopId = actingShopId();
  return shopId ? { [shopHeader]: shopId } : {};
}

/**
 * A same-site address the browser reads by itself (an image, a page opened in a new tab, the event stream), which
 * sends no `x-shop`: in another's shop it names the shop as `?shop=`.
 */
export function pathInActingShop(path: string): string {
  const shopId = actingShopId();
  if (!shopId) return path;
  const url = new URL(path, "http://same-site.invalid");
  url.searchParams.set(shopQuery, shopId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Works in `shop` from now on (null: the user's own); every cached answer is read again for it. */
export function switchShop(shop: ActingShop | null): void {
  const next = shop && shop.shopId !== shop.userId ? shop : null;
  if ((next?.shopId ?? null) === (current?.shopId ?? null) && next?.userId === current?.userId) {
    // The same shop: a new name or role (the owner renamed it, changed the role) is kept without a switch.
    if (next && current && (next.name !== current.name || next.role !== current.role)) {
      store(next);
      publish(next, false);
    }
    return;
  }
  store(next);
  publish(next, true);
}

/**
 * The user no longer works in the shop they acted in (removed, or left on another device: the stream's `shop-left`,
 * a `not_shop_member` answer, the work-shops list without it): back to their own shop, and they are told.
 */
export function leaveActingShop(): void {
  const left = current;
  if (!left) return;
  switchShop(null);
  for (const listener of leftListeners) listener(left.name);
}

/** At sign-out: the next account on this browser starts in its own shop. Nothing is read again (nobody is signed in). */
export function forgetActingShop(): void {
  store(null);
  publish(null, false);
}

/** Calls `listener` after each switch of shop, in this tab or another. */
export function onShopSwitch(listener: () => void): () => void {
  switchListeners.add(listener);
  return () => {
    switchListeners.delete(listener);
  };
}

/** Calls `listener` with the shop's name when the user was taken back to their own shop. */
export function onShopLeft(listener: (shopName: string) => void): () => void {
  leftListeners.add(listener);
  return () => {
    leftListeners.delete(listener);
  };
}

// Another tab switched (or signed out): this one follows, so all the user's tabs act in one shop.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== storageKey && event.key !== null) return;
    const next = readStored();
    if ((next?.shopId ?? null) !== (current?.shopId ?? null)) publish(next, true);
    else publish(next, false);
  });
}

function subscribe(viewer: () => void) {
  viewers.add(viewer);
  return () => {
    viewers.delete(viewer);
  };
}
const snapshot = () => current;

/** The other shop the signed-in user works in, or null for their own. */
export function useActingShop(): ActingShop | null {
  const { user } = useAuth();
  const shop = useSyncExternalStore(subscribe, snapshot, snapshot);
  return shop && user && shop.userId === user.id ? shop : null;
}

/** The user's role in the shop they work in: "owner" in their own (DESIGN 35; `roleMayUse` decides what it may use). */
export function useShopRole(): ShopRole {
  return useActingShop()?.role ?? "owner";
}
