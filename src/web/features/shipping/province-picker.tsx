import { type ProvinceId, provincesByName } from "@shared/iran-provinces";
import type { Locale } from "@shared/locales";
import { normalizeForMatch } from "@shared/match-text";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { formatNumber } from "@/lib/format";

type ProvincePickerProps = {
  id: string;
  allProvinces: boolean;
  chosen: readonly ProvinceId[];
  onAllProvincesChange: (all: boolean) => void;
  onChosenChange: (chosen: ProvinceId[]) => void;
  error?: string;
  locale: Locale;
};

/**
 * The provinces a method serves: "all provinces" on top, else a checkbox per province in the reader's
 * alphabetical order, with a search box that narrows the list (31 boxes are a long way on a phone).
 */
export function ProvincePicker(props: ProvincePickerProps) {
  const { id, allProvinces, chosen, onAllProvincesChange, onChosenChange, error, locale } = props;
  const { t } = useTranslation();
  const [filter, setFilter] = useState("");
  const wanted = normalizeForMatch(filter);
  const shown = provincesByName(locale).filter(
    (province) =>
      wanted === "" ||
      normalizeForMatch(province.name.fa).includes(wanted) ||
      normalizeForMatch(province.name.en).includes(wanted),
  );
  const errorId = `${id}-error`;

  function toggle(province: ProvinceId, on: boolean) {
    onChosenChange(on ? [...chosen, province] : chosen.filter((other) => other !== province));
  }

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border p-3" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 font-medium text-sm">{t("shipping.provinces.legend")}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={allProvinces}
          onChange={(event) => onAllProvincesChange(event.target.checked)}
        />
        {t("shipping.provinces.all")}
      </label>
      {!allProvinces && (
        <>
          <div className="grid gap-1">
            <label htmlFor={`${id}-filter`} className="text-muted-foreground text-xs">
              {t("shipping.provinces.filter")}
            </label>
            <Input
              id={`${id}-filter`}
              type="search"
              autoComplete="off"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
          <p className="text-muted-foreground text-xs" aria-live="polite">
            {t("shipping.provinces.chosen", { count: chosen.length, chosen: formatNumber(chosen.length, locale) })}
          </p>
          {shown.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("shipping.provinces.none")}</p>
          ) : (
            <ul className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto pe-1 sm:grid-cols-2">
              {shown.map((province) => (
                <li key={province.id}>
                  <label className="flex min-h-9 items-center gap-2 rounded-md px-1 text-sm hover:bg-accent">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-primary"
                      checked={chosen.includes(province.id)}
                      onChange={(event) => toggle(province.id, event.target.checked)}
                    />
                    {province.name[locale]}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {error && (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
