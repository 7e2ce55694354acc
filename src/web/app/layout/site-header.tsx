import { brand } from "@shared/brand";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "@/i18n/use-language";
import { cn } from "@/lib/class-names";
import { AccountActions } from "./account-actions";
import { LanguageSwitch } from "./language-switch";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { ThemeSwitcher } from "./theme-switcher";
import { useHideOnScroll } from "./use-hide-on-scroll";

const hideAfterPx = 80;

export function SiteHeader() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const hidden = useHideOnScroll(hideAfterPx);
  return (
    <header
      className={cn(
        "sticky top-0 z-40 border-b bg-background/90 backdrop-blur transition-transform duration-300 has-focus-visible:translate-y-0 print:hidden",
        hidden && "-translate-y-full",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-6">
        <Link
          to="/"
          aria-label={t("shell.homeLink", { name: brand.name[locale] })}
          className="flex items-center gap-2 rounded-md font-extrabold text-lg"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-violet-600 to-fuchsia-600 text-white">
            <Sparkles aria-hidden="true" className="size-4" />
          </span>
          {brand.name[locale]}
        </Link>
        <MainNav className="hidden lg:block" />
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitch />
          <ThemeSwitcher className="hidden sm:flex" />
          <AccountActions className="ms-2 hidden lg:flex" />
          <MobileMenu className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
