/**
 * The platforms' limits on what one bot sends (INTEGRATIONS, Telegram's FAQ): about 30 messages a second in all,
 * and one a second to one chat. Each send waits for its bot's and its chat's turn in this instance; a 429's
 * `retry_after` from the platform is honoured on top of this by the sender.
 */
export class AlertPace {
  private readonly nextForBot = new Map<string, number>();
  private readonly nextForChat = new Map<string, number>();

  constructor(
    private readonly gaps: { perBotMs: number; perChatMs: number } = { perBotMs: 1000 / 30, perChatMs: 1000 },
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Resolves when a message from `botId` to `chatKey` may go; the turn is taken when it resolves. */
  async turn(botId: string, chatKey: string): Promise<void> {
    for (;;) {
      const now = Date.now();
      const at = Math.max(this.nextForBot.get(botId) ?? 0, this.nextForChat.get(chatKey) ?? 0);
      if (at <= now) {
        this.nextForBot.set(botId, now + this.gaps.perBotMs);
        this.nextForChat.set(chatKey, now + this.gaps.perChatMs);
        return;
      }
      await this.sleep(at - now);
    }
  }

  /** The platform said to wait (429 `retry_after`): nothing goes to that chat before then. */
  holdChat(chatKey: string, ms: number) {
    this.nextForChat.set(chatKey, Math.max(this.nextForChat.get(chatKey) ?? 0, Date.now() + ms));
  }
}
