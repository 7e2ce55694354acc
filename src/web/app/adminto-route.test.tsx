import { isValidElement } from "react";
import { createRoutesFromChildren, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { RequireAuth } from "@/components/require-auth";
import { safeRedirectPath, signInPathFor } from "@/lib/auth/redirect-target";
import { AppPages } from "./app-pages";

const routes = createRoutesFromChildren(AppPages().props.children);

describe("the WhatsApp bot page's route", () => {
  it("WA-01: /adminto is a page of its own, shown only inside the signed-in guard", () => {
    const route = matchRoutes(routes, "/adminto")?.at(-1)?.route;
    expect(route?.path).toBe("adminto");
    expect(isValidElement(route?.element) && route.element.type).toBe(RequireAuth);
  });

  it("WA-01: a visitor is sent to /auth with the way back to /adminto", () => {
    const signIn = signInPathFor("/adminto");
    expect(signIn).toBe("/auth?redirect=/adminto");
    expect(safeRedirectPath(new URL(signIn, "http://localhost").searchParams.get("redirect"))).toBe("/adminto");
  });
});
