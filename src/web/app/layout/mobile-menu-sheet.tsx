import { Moon, Sun } from "lucide-react";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useTheme } from "../theme/theme-provider";
import { AccountActions } from "./account-actions";
import { MainNav } from "./main-nav";

type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: it is not a Radix trigger, so focus is handed back to it explicitly. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The small-screen menu: the links, a day/night toggle and the account actions (000 §2). */
export function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const { t } = useTranslation();
  const { resolved, setPreference } = useTheme();
  const close = () => onOpenChange(false);
  const dark = resolved === "dark";

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t("shell.menu.close")}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle>{t("shell.menu.title")}</SheetTitle>
        <SheetDescription className="sr-only">{t("shell.menu.description")}</SheetDescription>
        <MainNav onNavigate={close} />
        <div className="mt-auto flex flex-col gap-3 border-t pt-4">
          <Button variant="outline" onClick={() => setPreference(dark ? "light" : "dark")}>
            {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
            {dark ? t("shell.theme.toDay") : t("shell.theme.toNight")}
          </Button>
          <AccountActions className="w-full" onAction={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
