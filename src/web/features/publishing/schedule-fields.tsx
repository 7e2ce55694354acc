import { channelLimits } from "@shared/publishing";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useFormat } from "@/lib/format";
import { type DayKey, shiftDay, tehranClock, tehranWords, todayKey } from "./tehran-days";

export type ScheduleTime = { day: DayKey; hour: number; minute: number };

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const fiveMinutes = Array.from({ length: 12 }, (_, step) => step * 5);
const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The next whole hour on Tehran's clock: where a new schedule starts. */
export function nextWholeHour(now: Date = new Date()): ScheduleTime {
  const { day, hour } = tehranClock(new Date(now.getTime() + 3_600_000));
  return { day, hour, minute: 0 };
}

/**
 * A Jalali date (today up to the furthest a post may be scheduled) and a time on Tehran's clock, as
 * selects: the interface's digits and the browser's own keyboard and phone pickers.
 */
export function ScheduleFields({
  value,
  onChange,
  error,
}: {
  value: ScheduleTime;
  onChange: (value: ScheduleTime) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const words = useMemo(() => tehranWords(format.locale), [format.locale]);
  const today = todayKey();
  const days = Array.from({ length: channelLimits.scheduleDaysAhead + 1 }, (_, index) => shiftDay(today, index));
  if (!days.includes(value.day)) days.unshift(value.day);
  const minutes = fiveMinutes.includes(value.minute)
    ? fiveMinutes
    : [...fiveMinutes, value.minute].sort((a, b) => a - b);
  const dayLabel = (day: DayKey) => {
    const date = words.longDay(day);
    if (day === today) return t("publishing.composer.todayOption", { date });
    if (day === shiftDay(today, 1)) return t("publishing.composer.tomorrowOption", { date });
    return date;
  };
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${baseId}-day`}>{t("publishing.composer.date")}</Label>
        <NativeSelect
          id={`${baseId}-day`}
          value={value.day}
          onChange={(event) => onChange({ ...value, day: event.target.value })}
          {...invalid}
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {dayLabel(day)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t("publishing.composer.time")}</legend>
        {/* Hours and minutes read left to right in both languages, as a clock does. */}
        <div dir="ltr" className="flex w-fit items-center gap-1">
          <NativeSelect
            aria-label={t("publishing.composer.hour")}
            value={value.hour}
            onChange={(event) => onChange({ ...value, hour: Number(event.target.value) })}
            className="w-20"
            {...invalid}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {format.digits(twoDigits(hour))}
              </option>
            ))}
          </NativeSelect>
          <span aria-hidden="true">:</span>
          <NativeSelect
            aria-label={t("publishing.composer.minute")}
            value={value.minute}
            onChange={(event) => onChange({ ...value, minute: Number(event.target.value) })}
            className="w-20"
            {...invalid}
          >
            {minutes.map((minute) => (
              <option key={minute} value={minute}>
                {format.digits(twoDigits(minute))}
              </option>
            ))}
          </NativeSelect>
        </div>
      </fieldset>
      {error && (
        <p id={errorId} className="text-danger text-sm sm:col-span-2">
          {error}
        </p>
      )}
    </div>
  );
}
