import { localeIds } from "@shared/locales";
import { paidPlans } from "@shared/plans";

/** The bots' and messaging platforms the product works with (DESIGN d20, d25, d26). */
export const supportedPlatforms = ["telegram", "bale", "whatsapp", "instagram"] as const;

/** 001 §2 stats: facts of the product itself; user counts are not public, so none are shown. */
export const aboutStats = [
  { id: "plans", value: paidPlans.length },
  { id: "platforms", value: supportedPlatforms.length },
  { id: "languages", value: localeIds.length },
  { id: "guaranteeDays", value: 30 },
] as const;

export const aboutValues = ["honesty", "persianFirst", "privacy", "availability"] as const;

/** The product's own milestones, on the days they shipped. */
export const aboutTimeline = [
  { id: "launch", date: "2026-11-22" },
  { id: "sellers", date: "2026-11-24" },
  { id: "admin", date: "2026-11-24" },
  { id: "support", date: "2026-11-27" },
] as const;

/** 001 §3: the team is static marketing content. */
export const aboutTeam = ["negar", "amir", "maryam", "reza"] as const;
