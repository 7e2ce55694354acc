import { describe, expect, it } from "vitest";
import { nearestOccasions, nextOccurrence, occasionDayLabel, upcomingOccasions } from "./calendar";
import { type Occasion, occasions } from "./occasions";

function occasion(id: string): Occasion {
  const found = occasions.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no occasion ${id}`);
  return found;
}

/** The Tehran date an occasion next begins on, asked on `day` (09:00 UTC, 12:30 in Tehran). */
function nextDate(id: string, day: string): string | undefined {
  return nextOccurrence(occasion(id), new Date(`${day}T09:00:00Z`))?.date;
}

describe("the occasions calendar (issue 18)", () => {
  it("finds the Jalali occasions: Nowruz 1405, Sizdah Bedar, Teachers' Day, school start, Yalda, Sepandarmazgan", () => {
    expect(nextDate("nowruz", "2026-01-10")).toBe("2026-03-21");
    expect(nextDate("sizdah-bedar", "2026-01-10")).toBe("2026-04-02");
    expect(nextDate("teachers-day", "2026-01-10")).toBe("2026-05-02");
    expect(nextDate("school-start", "2026-01-10")).toBe("2026-09-23");
    // The night of 30 Azar 1405.
    expect(nextDate("yalda", "2026-11-27")).toBe("2026-12-21");
    expect(nextDate("sepandarmazgan", "2026-11-27")).toBe("2027-02-18");
  });

  it("puts Chaharshanbe Suri on the Tuesday evening before the year's last Wednesday", () => {
    // Nowruz 1405 is Saturday 2026-03-21: the last Wednesday is the 18th, its eve Tuesday the 17th.
    expect(nextDate("chaharshanbe-suri", "2026-01-10")).toBe("2026-03-17");
    // Nowruz 1406 is Sunday 2027-03-21: Wednesday the 17th, Tuesday the 16th.
    expect(nextDate("chaharshanbe-suri", "2026-11-27")).toBe("2027-03-16");
  });

  it("puts Black Friday on the Friday after the fourth Thursday of November", () => {
    expect(nextDate("black-friday", "2025-11-01")).toBe("2025-11-28");
    expect(nextDate("black-friday", "2026-01-10")).toBe("2026-11-27");
    expect(nextDate("black-friday", "2027-01-10")).toBe("2027-11-26");
  });

  it("finds the lunar occasions of 2026 and 2027 in the Hijri calendar", () => {
    expect(nextDate("ramadan", "2026-01-10")).toBe("2026-02-18");
    expect(nextDate("eid-al-fitr", "2026-01-10")).toBe("2026-03-20");
    expect(nextDate("tasua-ashura", "2026-01-10")).toBe("2026-06-25");
    expect(nextDate("ramadan", "2026-11-27")).toBe("2027-02-08");
    expect(nextDate("eid-al-fitr", "2026-11-27")).toBe("2027-03-10");
    expect(nextDate("tasua-ashura", "2026-11-27")).toBe("2027-06-14");
    // 20 Jumada al-Thani and 13 Rajab 1447.
    expect(nextDate("mothers-day", "2025-11-01")).toBe("2025-12-11");
    expect(nextDate("fathers-day", "2025-11-01")).toBe("2026-01-02");
  });

  it("counts days on Tehran's clock: 22:00 UTC on 20 December is already Yalda's day there", () => {
    const [yalda] = upcomingOccasions(new Date("2026-12-20T21:00:00Z"), 0);
    expect(yalda.occasion.id).toBe("yalda");
    expect(yalda.daysAway).toBe(0);
    expect(upcomingOccasions(new Date("2026-12-20T20:00:00Z"), 0)).toEqual([]);
  });

  it("lists the coming days' occasions soonest first, with an occasion still running", () => {
    const coming = upcomingOccasions(new Date("2026-12-18T09:00:00Z"), 7).map(({ occasion, date, daysAway }) => [
      occasion.id,
      date,
      daysAway,
    ]);
    expect(coming).toEqual([
      ["yalda", "2026-12-21", 3],
      ["fathers-day", "2026-12-23", 5],
    ]);
    // 4 March 2026 is in Ramadan (since 18 February) and four days before the Qadr nights.
    const inRamadan = upcomingOccasions(new Date("2026-03-04T12:00:00Z"), 7);
    expect(inRamadan.map(({ occasion, daysAway }) => [occasion.id, daysAway])).toEqual([
      ["ramadan", -14],
      ["qadr-nights", 4],
    ]);
  });

  it("finds the nearest occasions however far they are", () => {
    // Mid-October 2026: nothing for a month; Black Friday, Mother's Day and Yalda come next.
    const nearest = nearestOccasions(new Date("2026-10-10T09:00:00Z"), 3);
    expect(nearest.map(({ occasion, date }) => [occasion.id, date])).toEqual([
      ["black-friday", "2026-11-27"],
      ["mothers-day", "2026-12-01"],
      ["yalda", "2026-12-21"],
    ]);
  });

  it("names the day in the Jalali calendar in Persian and the Gregorian one in English", () => {
    expect(occasionDayLabel("2026-12-21", "fa")).toBe("دوشنبه ۳۰ آذر");
    expect(occasionDayLabel("2026-12-21", "en")).toBe("Monday, December 21");
  });
});
