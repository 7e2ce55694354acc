import type { ReactNode } from "react";

/** A card's title one level under the page's: the panel's sections are h2, the rows inside them h3. */
export function PanelTitle({ children }: { children: ReactNode }) {
  return <h2 className="font-bold text-lg leading-tight">{children}</h2>;
}
