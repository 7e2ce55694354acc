import { benchAiLatency } from "./ai-latency";
import { benchAiQuality } from "./ai-quality";
import { benchBotUpdates } from "./bot-updates";
import { benchChannelPosts } from "./channel-posts";
import { benchDailyContent } from "./daily-content";
import { benchHttpThroughput } from "./http-throughput";
import { benchMemory } from "./memory";
import { benchOrderEvents } from "./order-events";
import { benchPaymentsVerify } from "./payments-verify";
import { benchProducts } from "./products";
import { benchReads } from "./reads";
import { benchSlowLink } from "./slow-link";

// `npm run bench`: prints the figures each issue asks for. Targets are printed beside them, never asserted.
await benchHttpThroughput();
await benchAiLatency();
await benchAiQuality();
await benchDailyContent();
await benchPaymentsVerify();
await benchProducts();
await benchOrderEvents();
await benchSlowLink();
await benchBotUpdates();
await benchChannelPosts();
await benchReads();
await benchMemory();
