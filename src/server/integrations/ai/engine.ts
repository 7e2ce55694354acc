import type { CaptionStyle, DailyContentBody } from "../../../shared/daily-content";
import type { Locale } from "../../../shared/locales";
import type { OrderStatus } from "../../../shared/orders";
import type { PaymentStatus } from "../../../shared/payments";
import type { ProductCaption } from "../../../shared/publishing";

export type AiEngineKind = "offline" | "openai-compatible";

/** What the engines know about the person they answer (000 §3 profiles), to make answers personal. */
export interface AiProfile {
  fullName: string;
  industry: string | null;
  businessType: string | null;
  goals: string | null;
  interests: string[];
  preferredLanguage: Locale;
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/**
 * Told once, when the model has finished, the tokens it reported for the answer (issue 15: what a user's AI
 * messages cost). An engine without a model, or a model that reported nothing, never calls it.
 */
export type OnUsage = (tokens: number) => void;

export interface ChatRequest {
  userId: string;
  profile: AiProfile;
  /** The conversation so far, oldest first, ending with the user's new message. */
  messages: ChatTurn[];
  now: Date;
  signal?: AbortSignal;
  onUsage?: OnUsage;
}

/** 000 §7 ai-content-generator, action improve_content: a day's content and what the user wants changed. */
export interface ImproveContentRequest {
  userId: string;
  profile: AiProfile;
  content: DailyContentBody;
  /** "make the captions shorter", "more formal", … in Persian or English. */
  request: string;
  now: Date;
  signal?: AbortSignal;
  onUsage?: OnUsage;
}

export interface ImprovedContent {
  content: DailyContentBody;
  /** What changed, in the request's language: the assistant's chat reply. */
  reply: string;
}

/** One of the seller's products for sale, as the sales assistant may tell a buyer of it. */
export interface SalesProduct {
  name: string;
  code: string;
  /** Whole toman. */
  price: number;
  /** Null when the seller does not count it: it is simply in stock. */
  stock: number | null;
  /** A product category id (`clothing`, `books`, …). */
  category: string;
  description: string | null;
}

/** One of the asking buyer's own orders from this shop. */
export interface SalesOrder {
  /** The seller's running order number, as the buyer was told it. */
  number: number;
  /** Its lines as one text: "Shirt — M × 2، Mug". */
  items: string;
  /** Whole toman: what the buyer pays. */
  amount: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
}

/**
 * A buyer's free question to a seller's bot (issue 14, DESIGN 24), with all an answer may draw on: this
 * seller's available products (the most relevant first) and this buyer's own orders, never another's.
 */
/**
 * Where the buyer writes: the seller's Telegram or Bale bot (buttons, /start), or WhatsApp, which has
 * neither: there a buyer orders through the seller's bot at `botLink` (null when the seller has none).
 */
export type SalesChannel = { kind: "bot" } | { kind: "whatsapp"; botLink: string | null };

export interface SalesRequest {
  shopName: string;
  /** The seller's bot unless said. */
  channel?: SalesChannel;
  /** The buyer's chat app language: the answer's language when the question does not show one. */
  locale: Locale;
  question: string;
  products: SalesProduct[];
  /** Newest first. */
  orders: SalesOrder[];
  /** The seller's active support template (delivery, returns, contact), if any. */
  supportText: string | null;
  now: Date;
  signal?: AbortSignal;
}

/** A seller's product a channel post sells (issue 19), as its caption is written from it. */
export type CaptionProduct = Pick<SalesProduct, "name" | "code" | "price" | "category" | "description">;

/** The caption of a channel post that sells one product, in one of the caption styles and a language. */
export interface ProductCaptionRequest {
  userId: string;
  profile: AiProfile;
  product: CaptionProduct;
  style: CaptionStyle;
  locale: Locale;
  now: Date;
  signal?: AbortSignal;
  onUsage?: OnUsage;
}

/** One interface, two providers (DESIGN "offline AI engine"); the rest of the app never knows which. */
export interface AiEngine {
  kind: AiEngineKind;
  /** The reply, piece by piece. Throws AiUnavailableError when the provider fails before or during it. */
  streamChat(request: ChatRequest): AsyncIterable<string>;
  /** The whole improved content. Throws AiUnavailableError when the provider fails or answers unusably. */
  improveContent(request: ImproveContentRequest): Promise<ImprovedContent>;
  /** The sales assistant's plain-text answer to a buyer. Throws AiUnavailableError when the provider fails. */
  answerBuyer(request: SalesRequest): Promise<string>;
  /**
   * A product post's caption and hashtags, short enough for a photo's caption with its hashtags under it.
   * Throws AiUnavailableError when the provider fails or answers unusably.
   */
  writeProductCaption(request: ProductCaptionRequest): Promise<ProductCaption>;
}

export class AiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AiUnavailableError";
  }
}
