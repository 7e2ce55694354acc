import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useFormat } from "@/lib/format";
import {
  clampedDay,
  dayOf,
  endOfDayInstant,
  type JalaliDay,
  jalaliDaysIn,
  lastDayOf,
  shiftDays,
  startOfDayInstant,
  tehranDateWords,
} from "./tehran-dates";

type JalaliDateFieldProps = {
  id: string;
  legend: string;
  /** The checkbox that gives the code this date, or takes it away. */
  toggleLabel: string;
  hint: string;
  /** A start is the beginning of its day; an end is the end of its day (the next one's beginning). */
  edge: "start" | "end";
  /** The instant, as the API takes it; null: no such date. */
  value: string | null;
  onChange: (instant: string | null) => void;
  error?: string;
};

const numbersFrom = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
/** A new end date is a week after today, the usual length of a sale. */
const newEndAfterDays = 7;

/** An optional Jalali date on Tehran's clock, as day, month and year selects (the phone's own pickers). */
export function JalaliDateField({ id, legend, toggleLabel, hint, edge, value, onChange, error }: JalaliDateFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useMemo(() => tehranDateWords(format.locale), [format.locale]);
  const today = dayOf(new Date());
  const day = value === null ? null : edge === "start" ? dayOf(value) : lastDayOf(value);
  const instantOf = (chosen: JalaliDay) =>
    edge === "start" ? startOfDayInstant(clampedDay(chosen)) : endOfDayInstant(clampedDay(chosen));
  const years = numbersFrom(Math.min(today.year, day?.year ?? today.year), Math.max(today.year + 5, day?.year ?? 0));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = {
    "aria-describedby": error ? `${hintId} ${errorId}` : hintId,
    "aria-invalid": error ? true : undefined,
  };

  return (
    <fieldset className="grid min-w-0 content-start gap-2">
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-set`}
          type="checkbox"
          className="size-4 accent-primary"
          checked={value !== null}
          onChange={(event) =>
            onChange(
              event.target.checked ? instantOf(edge === "start" ? today : shiftDays(today, newEndAfterDays)) : null,
            )
          }
        />
        <label htmlFor={`${id}-set`} className="text-sm">
          {toggleLabel}
        </label>
      </div>
      {day && (
        <div className="grid grid-cols-[4.5rem_minmax(0,1fr)_5.5rem] gap-2">
          <div className="grid min-w-0 gap-1">
            <Label htmlFor={`${id}-day`} className="text-xs">
              {t("discounts.form.day")}
            </Label>
            <NativeSelect
              id={`${id}-day`}
              value={day.day}
              onChange={(event) => onChange(instantOf({ ...day, day: Number(event.target.value) }))}
              {...described}
            >
              {numbersFrom(1, jalaliDaysIn(day.year, day.month)).map((number) => (
                <option key={number} value={number}>
                  {format.digits(String(number))}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid min-w-0 gap-1">
            <Label htmlFor={`${id}-month`} className="text-xs">
              {t("discounts.form.month")}
            </Label>
            <NativeSelect
              id={`${id}-month`}
              value={day.month}
              onChange={(event) => onChange(instantOf({ ...day, month: Number(event.target.value) }))}
              {...described}
            >
              {numbersFrom(1, 12).map((month) => (
                <option key={month} value={month}>
                  {words.monthName(day.year, month)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid min-w-0 gap-1">
            <Label htmlFor={`${id}-year`} className="text-xs">
              {t("discounts.form.year")}
            </Label>
            <NativeSelect
              id={`${id}-year`}
              value={day.year}
              onChange={(event) => onChange(instantOf({ ...day, year: Number(event.target.value) }))}
              {...described}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {format.digits(String(year))}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
      <p id={hintId} className="text-muted-foreground text-xs">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
