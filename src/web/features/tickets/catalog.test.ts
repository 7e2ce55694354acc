import { ticketPriorities, ticketStatuses } from "@shared/tickets";
import { describe, expect, it } from "vitest";
import { ticketsCatalog } from "./catalog";

const { tickets } = ticketsCatalog.en;

describe("the tickets page's messages", () => {
  it("STAT-18 STAT-21 the confirmation and the empty search use the specification's words", () => {
    expect(tickets.create.created).toBe("ticket created successfully — number {{number}}");
    expect(tickets.list.noMatch).toBe("no ticket found");
  });

  it("STAT-14 STAT-20 the statuses read as the counters name them: open, in review, resolved", () => {
    expect(ticketStatuses.map((status) => tickets.statuses[status])).toEqual([
      tickets.counters.open,
      tickets.counters.inReview,
      tickets.counters.resolved,
    ]);
    expect(ticketPriorities.map((priority) => tickets.priorities[priority])).toEqual(["Low", "Medium", "High"]);
  });
});
