import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

// The sheet (and the dialog code under it) stays out of the first download: it loads once the page is idle
// (preload-next-steps.ts) or when the button is pointed at or focused, whichever comes first.
export const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className={className}
        aria-label={t("shell.menu.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
