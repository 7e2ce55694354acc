import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/class-names";
import { useTheme } from "../theme/theme-provider";
import { themePreferences } from "../theme/theme-storage";

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/** Light, dark or system (000 §1), each a pressed-or-not button in one labelled group. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { preference, setPreference } = useTheme();
  return (
    <fieldset className={cn("flex items-center rounded-md border p-0.5", className)}>
      <legend className="sr-only">{t("shell.theme.label")}</legend>
      {themePreferences.map((option) => {
        const Icon = icons[option];
        const label = t(`shell.theme.${option}`);
        return (
          <button
            key={option}
            type="button"
            aria-pressed={preference === option}
            aria-label={label}
            title={label}
            onClick={() => setPreference(option)}
            className="flex size-8 items-center justify-center rounded-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-accent aria-pressed:text-accent-foreground"
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </fieldset>
  );
}
