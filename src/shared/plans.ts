// The one plan catalogue (DESIGN decisions 2, 13, 14): every price, name and allowance comes from here.
export const planDurationDays = 30;

export const paidTiers = ["basic", "premium", "enterprise"] as const;
export type PaidTier = (typeof paidTiers)[number];
export type PlanId = "eco" | "pro" | "ultra";

/** null means unlimited. */
export type Allowance = number | null;

export interface PlanAllowances {
  /** AI chat messages per period; the period is given beside it. */
  aiMessages: Allowance;
  aiMessagesPeriod: "day" | "month";
  /** Content ideas per day (free: per week, see ideasPeriod). */
  dailyIdeas: Allowance;
  ideasPeriod: "day" | "week";
  captionStyles: Allowance;
  /** A caption style of the user's own besides the plan's (001 §3 "unlimited plus custom", decision 022). */
  customCaptionStyle: boolean;
  /** Free: the industry's own tags only ("basic hashtags"); paid: those and today's trending ones. */
  hashtags: "basic" | "trending";
  viralMusic: boolean;
  smartScheduling: boolean;
  accountsPerNetwork: Allowance;
  bots: Allowance;
  /** DESIGN 35: accounts the owner may invite to work in the shop (members and open invitations). */
  staff: Allowance;
}

export interface PaidPlan {
  id: PlanId;
  tier: PaidTier;
  name: { fa: string; en: string };
  priceToman: number;
  popular: boolean;
  allowances: PlanAllowances;
}

export const freeAllowances: PlanAllowances = {
  aiMessages: 3,
  aiMessagesPeriod: "day",
  dailyIdeas: 3,
  ideasPeriod: "week",
  captionStyles: 1,
  customCaptionStyle: false,
  hashtags: "basic",
  viralMusic: false,
  smartScheduling: false,
  accountsPerNetwork: 1,
  bots: 1,
  staff: 0,
};

export const paidPlans: readonly PaidPlan[] = [
  {
    id: "eco",
    tier: "basic",
    name: { fa: "اکو", en: "Eco" },
    priceToman: 4_500_000,
    popular: false,
    allowances: {
      aiMessages: 100,
      aiMessagesPeriod: "month",
      dailyIdeas: 1,
      ideasPeriod: "day",
      captionStyles: 3,
      customCaptionStyle: false,
      hashtags: "trending",
      viralMusic: false,
      smartScheduling: false,
      accountsPerNetwork: 1,
      bots: 1,
      staff: 1,
    },
  },
  {
    id: "pro",
    tier: "premium",
    name: { fa: "پرو", en: "Pro" },
    priceToman: 7_500_000,
    popular: true,
    allowances: {
      aiMessages: null,
      aiMessagesPeriod: "month",
      dailyIdeas: 10,
      ideasPeriod: "day",
      captionStyles: null,
      customCaptionStyle: false,
      hashtags: "trending",
      viralMusic: true,
      smartScheduling: true,
      accountsPerNetwork: 3,
      bots: 3,
      staff: 3,
    },
  },
  {
    id: "ultra",
    tier: "enterprise",
    name: { fa: "اولترا", en: "Ultra" },
    priceToman: 15_000_000,
    popular: false,
    allowances: {
      aiMessages: null,
      aiMessagesPeriod: "month",
      dailyIdeas: null,
      ideasPeriod: "day",
      captionStyles: null,
      customCaptionStyle: true,
      hashtags: "trending",
      viralMusic: true,
      smartScheduling: true,
      accountsPerNetwork: null,
      bots: null,
      staff: null,
    },
  },
];

export function planById(id: string): PaidPlan | undefined {
  return paidPlans.find((plan) => plan.id === id);
}

/** 001 §2: premium shows Pro, enterprise shows Ultra, any other tier shows Eco. */
export function planForTier(tier: string | null | undefined): PaidPlan {
  return paidPlans.find((plan) => plan.tier === tier) ?? paidPlans[0];
}

export function allowancesFor(subscription: { subscribed: boolean; subscription_tier: string | null }): PlanAllowances {
  return subscription.subscribed ? planForTier(subscription.subscription_tier).allowances : freeAllowances;
}

export type ComparisonValue = { kind: "count"; value: number; plus?: boolean } | { kind: "key"; key: string };

/** 001 §3 comparison table: values are counts or keys of the web catalogue (`plans.compare.values.*`). */
export const comparisonTable: readonly {
  category: string;
  rows: readonly { feature: string; values: readonly [ComparisonValue, ComparisonValue, ComparisonValue] }[];
}[] = [
  {
    category: "messaging",
    rows: [
      {
        feature: "aiMessages",
        values: [
          { kind: "count", value: 100 },
          { kind: "key", key: "unlimited" },
          { kind: "key", key: "unlimited" },
        ],
      },
      {
        feature: "autoReplies",
        values: [
          { kind: "key", key: "staging" },
          { kind: "key", key: "full" },
          { kind: "key", key: "fullPlusApi" },
        ],
      },
      {
        feature: "personalisation",
        values: [
          { kind: "key", key: "no" },
          { kind: "key", key: "yes" },
          { kind: "key", key: "yes" },
        ],
      },
    ],
  },
  {
    category: "content",
    rows: [
      {
        feature: "dailyIdea",
        values: [
          { kind: "count", value: 1 },
          { kind: "count", value: 10, plus: true },
          { kind: "key", key: "unlimitedPlusConsulting" },
        ],
      },
      {
        // Ultra: every style and one of the user's own (customCaptionStyle, decision 022; plan-promises.test.ts).
        feature: "styles",
        values: [
          { kind: "count", value: 3 },
          { kind: "count", value: 10, plus: true },
          { kind: "key", key: "unlimitedPlusCustom" },
        ],
      },
      {
        feature: "viralMusic",
        values: [
          { kind: "key", key: "no" },
          { kind: "key", key: "yes" },
          { kind: "key", key: "yes" },
        ],
      },
      {
        feature: "smartScheduling",
        values: [
          { kind: "key", key: "no" },
          { kind: "key", key: "yes" },
          { kind: "key", key: "yes" },
        ],
      },
    ],
  },
  {
    category: "connections",
    rows: [
      {
        feature: "photoAccount",
        values: [
          { kind: "count", value: 1 },
          { kind: "count", value: 3 },
          { kind: "key", key: "unlimited" },
        ],
      },
      {
        feature: "messagingAccount",
        values: [
          { kind: "count", value: 1 },
          { kind: "count", value: 3 },
          { kind: "key", key: "unlimited" },
        ],
      },
      {
        feature: "dedicatedApi",
        values: [
          { kind: "key", key: "no" },
          { kind: "key", key: "no" },
          { kind: "key", key: "yes" },
        ],
      },
    ],
  },
  {
    category: "analytics",
    rows: [
      {
        feature: "dashboard",
        values: [
          { kind: "key", key: "basic" },
          { kind: "key", key: "advanced" },
          { kind: "key", key: "fullPlusKpi" },
        ],
      },
      {
        feature: "behaviour",
        values: [
          { kind: "key", key: "no" },
          { kind: "key", key: "yes" },
          { kind: "key", key: "yes" },
        ],
      },
      {
        feature: "crm",
        values: [
          { kind: "key", key: "no" },
          { kind: "key", key: "no" },
          { kind: "key", key: "yes" },
        ],
      },
    ],
  },
  {
    category: "support",
    rows: [
      {
        feature: "supportType",
        values: [
          { kind: "key", key: "email" },
          { kind: "key", key: "priority" },
          { kind: "key", key: "vip" },
        ],
      },
      {
        feature: "responseTime",
        values: [
          { kind: "key", key: "hours24to48" },
          { kind: "key", key: "under6Hours" },
          { kind: "key", key: "immediate" },
        ],
      },
      {
        feature: "accountManager",
        values: [
          { kind: "key", key: "no" },
          { kind: "key", key: "no" },
          { kind: "key", key: "yes" },
        ],
      },
      {
        feature: "consulting",
        values: [
          { kind: "key", key: "no" },
          { kind: "key", key: "no" },
          { kind: "key", key: "yes" },
        ],
      },
    ],
  },
];

/** The plan a subscription state stands for: "free", or the paid plan of its tier. */
export function currentPlanId(subscription: {
  subscribed: boolean;
  subscription_tier: string | null;
}): PlanId | "free" {
  return subscription.subscribed ? planForTier(subscription.subscription_tier).id : "free";
}

/** What the plan catalogue counts (DESIGN d14, 35): connected bots, linked accounts per network, staff. */
export type ConnectionAllowance = "bots" | "accountsPerNetwork" | "staff";

/** The cheapest paid plan that allows more than `used` of an allowance; undefined when none does. */
export function planAllowingMore(allowance: ConnectionAllowance, used: number): PaidPlan | undefined {
  return paidPlans.find((plan) => {
    const limit = plan.allowances[allowance];
    return limit === null || limit > used;
  });
}
