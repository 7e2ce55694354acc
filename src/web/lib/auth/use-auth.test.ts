import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAuth } from "./auth-context";

function ReadsAuth() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("AUTH-34: used outside its provider it throws the specified message", () => {
    expect(() => renderToString(createElement(ReadsAuth))).toThrow(
      new Error("useAuth must be used within an AuthProvider"),
    );
  });
});
