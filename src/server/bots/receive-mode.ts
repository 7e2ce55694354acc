import type { BotReceiveMode } from "../../shared/bots";
import type { Config } from "../config";

/** DESIGN 40 (and 12): the platforms post only to https, so an app at any other address polls for updates. */
export const receiveModeOf = (config: Pick<Config, "appUrl">): BotReceiveMode =>
  config.appUrl.startsWith("https://") ? "webhook" : "polling";
