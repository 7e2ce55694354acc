import { afterEach, describe, expect, it, vi } from "vitest";
import { readStoredTheme, resolveTheme, storeTheme } from "./theme-storage";

function stubStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  });
  return values;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("theme preference", () => {
  it("SHELL-08: with no stored preference the theme is dark", () => {
    stubStorage();
    expect(readStoredTheme()).toBe("dark");
    expect(resolveTheme(readStoredTheme(), false)).toBe("dark");
  });

  it("SHELL-09: the preference is saved under `theme` and read back", () => {
    const values = stubStorage();
    storeTheme("light");
    expect(values.get("theme")).toBe("light");
    expect(readStoredTheme()).toBe("light");
  });

  it("SHELL-09: an unknown stored value falls back to dark", () => {
    stubStorage({ theme: "sepia" });
    expect(readStoredTheme()).toBe("dark");
  });

  it("SHELL-10: `system` follows the operating system's setting", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
  });
});
