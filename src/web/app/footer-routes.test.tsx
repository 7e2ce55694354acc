import { createRoutesFromChildren, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { AppPages } from "./app-pages";
import { footerLinks } from "./layout/nav-items";

// The router's own matching over the page table: a path no route claims falls to "*", the 404 page.
const routes = createRoutesFromChildren(AppPages().props.children);
const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe("footer links and the page table", () => {
  it("STAT-01: every footer link opens a page of its own, not the 404 page", () => {
    const unrouted = footerLinks.map((link) => link.to).filter((path) => routeOf(path) === "*");
    expect(unrouted).toEqual([]);
  });

  it("a path outside the table is the 404 page", () => {
    expect(routeOf("/no-such-page")).toBe("*");
  });
});
