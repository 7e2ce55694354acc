import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useAuth } from "@/lib/auth/auth-context";
import { cn } from "@/lib/class-names";
import { visibleNavItems } from "./nav-items";

/** The header's links; `onNavigate` lets the mobile menu close itself. */
export function MainNav({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <nav aria-label={t("shell.nav.label")} className={className}>
      <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
        {visibleNavItems(user !== null).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "block rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:bg-accent hover:text-accent-foreground",
                  // A section of a page is not the page: the dashboard's own link is the one marked.
                  isActive && !item.to.includes("#") && "bg-accent text-accent-foreground",
                )
              }
            >
              {t(`shell.nav.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
