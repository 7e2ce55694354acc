// DESIGN 20: the updates a selling bot needs, by webhook or by poll; anything else is never sent to us.
export const allowedUpdates = ["message", "callback_query"];
