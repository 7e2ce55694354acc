import { describe, expect, it } from "vitest";
import { captionStyles } from "../../../shared/daily-content";
import {
  bioTemplates,
  captionTemplates,
  conversationPhrases,
  customerReplyKinds,
  customerReplyTemplates,
  industries,
  industryIds,
  productDescriptionTemplates,
  songs,
  topicIdeaTemplates,
} from "./corpus";

const locales = ["fa", "en"] as const;

function placeholders(templates: readonly string[]): string[] {
  return [...new Set(templates.flatMap((template) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1])))];
}

describe("the offline corpus", () => {
  it.each(industryIds)("has enough %s content in Persian and English", (id) => {
    for (const locale of locales) {
      const text = industries[id][locale];
      expect(text.label.length).toBeGreaterThan(0);
      expect(text.ideas.length).toBeGreaterThanOrEqual(8);
      expect(text.hashtags.length).toBeGreaterThanOrEqual(12);
      for (const list of [text.topics, text.audience, text.benefits, text.emojis, text.bioLines]) {
        expect(list.length).toBeGreaterThanOrEqual(3);
      }
      expect(text.productPoints.length).toBeGreaterThanOrEqual(4);
      expect(text.delivery.length).toBeGreaterThan(0);
    }
  });

  it.each(industryIds)("writes %s hashtags without # or spaces", (id) => {
    for (const locale of locales) {
      for (const tag of industries[id][locale].hashtags) expect(tag).toMatch(/^[^\s#]+$/);
    }
  });

  it.each(industryIds)("gives %s posting times for weekdays, Thursday and Friday", (id) => {
    const days = industries[id].postingSlots.map((slot) => slot.day);
    expect(new Set(days)).toEqual(new Set(["weekday", "thursday", "friday"]));
    for (const slot of industries[id].postingSlots) {
      expect(slot.from).toMatch(/^\d{2}:\d{2}$/);
      expect(slot.to).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it.each(industryIds)("has Persian and international songs in the moods %s uses", (id) => {
    const moods = industries[id].musicMoods;
    const fitting = songs.filter((song) => song.moods.some((mood) => moods.includes(mood)));
    expect(fitting.filter((song) => song.origin === "persian").length).toBeGreaterThanOrEqual(5);
    expect(fitting.filter((song) => song.origin === "international").length).toBeGreaterThanOrEqual(5);
  });

  it("gives every industry its own ideas and hashtags", () => {
    const ideaSets = industryIds.map((id) => industries[id].fa.ideas.join("|"));
    const tagSets = industryIds.map((id) => industries[id].en.hashtags.join("|"));
    expect(new Set(ideaSets).size).toBe(industryIds.length);
    expect(new Set(tagSets).size).toBe(industryIds.length);
  });

  it("uses only placeholders the engine fills", () => {
    for (const locale of locales) {
      const captions = captionStyles.flatMap((style) => captionTemplates[locale][style]);
      for (const name of placeholders(captions))
        expect(["topic", "benefit", "emoji", "audience", "cta"]).toContain(name);
      for (const name of placeholders(bioTemplates[locale].layouts.flat())) {
        expect(["name", "title", "line1", "line2", "businessLine", "benefit", "emoji", "place", "cta"]).toContain(name);
      }
      const descriptions = [
        ...productDescriptionTemplates[locale].intros,
        ...productDescriptionTemplates[locale].shortVersions,
      ];
      for (const name of placeholders(descriptions))
        expect(["product", "benefit", "audience", "emoji"]).toContain(name);
      const replies = customerReplyKinds.flatMap((kind) => customerReplyTemplates[locale][kind]);
      for (const name of placeholders(replies)) expect(["product", "delivery", "issue"]).toContain(name);
      expect(placeholders(topicIdeaTemplates[locale])).toEqual(["topic"]);
    }
  });

  it("has a capability line with an example for every kind of request, in both languages", () => {
    for (const locale of locales) {
      for (const capability of Object.values(conversationPhrases[locale].capabilities)) {
        expect(capability.text.length).toBeGreaterThan(0);
        expect(capability.example.length).toBeGreaterThan(0);
      }
    }
  });
});
