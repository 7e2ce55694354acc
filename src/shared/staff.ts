import { z } from "zod";

/**
 * DESIGN 35: who works in a shop. The shop is its owner's account; staff are other accounts the owner invited,
 * each with one role.
 */
export const staffRoles = ["manager", "orders", "catalog"] as const;
export type StaffRole = (typeof staffRoles)[number];
export type ShopRole = "owner" | StaffRole;

/**
 * What a route or bot action touches, and so which roles may do it: member (anyone working in the shop: their own
 * alerts chat, the live events of what their role reads), orders (orders, receipts, shipping,
 * conversations), catalog (products, variants, discount codes, templates), manager (the rest of the shop: bots,
 * channels, WhatsApp numbers, shipping methods, alerts settings), owner (payment settings, bank cards, the plan,
 * staff).
 */
export const shopAreas = ["member", "orders", "catalog", "manager", "owner"] as const;
export type ShopArea = (typeof shopAreas)[number];

const rolesOf: Record<ShopArea, readonly ShopRole[]> = {
  member: ["owner", "manager", "orders", "catalog"],
  orders: ["owner", "manager", "orders"],
  catalog: ["owner", "manager", "catalog"],
  manager: ["owner", "manager"],
  owner: ["owner"],
};

/** The one check of a role against what it would touch (DESIGN 35). */
export const roleMayUse = (role: ShopRole, area: ShopArea) => rolesOf[area].includes(role);

export { accountIdPattern, shopHeader, shopQuery } from "./shop-header";

/** How long an invitation can be accepted. */
export const invitationDays = 7;

export const staffInviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("emailInvalid").max(254, "emailInvalid")),
  role: z.enum(staffRoles),
});
export type StaffInviteValues = z.infer<typeof staffInviteSchema>;

export const staffRoleChangeSchema = z.object({ role: z.enum(staffRoles) });

export const staffMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  joined_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  expires_at: z.string(),
  /** Only in the answer to the invite itself: the link to pass on when no mail reaches the invitee. */
  url: z.string().optional(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
  /** The plan's staff allowance (null: unlimited) and how much of it members and open invitations use. */
  allowance: z.number().nullable(),
  used: z.number(),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** A shop the signed-in user may work in: their own, and each one whose staff they are. */
export const workShopSchema = z.object({
  shop_id: z.string(),
  /** The shop's name as its owner set it (the business name), or the owner's name. */
  name: z.string(),
  role: z.enum(["owner", ...staffRoles]),
});
export type WorkShop = z.infer<typeof workShopSchema>;
export const workShopListSchema = z.object({ items: z.array(workShopSchema) });

/** What the invitation page shows before the invitee accepts. */
export const invitationViewSchema = z.object({
  shop_name: z.string(),
  inviter_name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  state: z.enum(["open", "accepted", "expired"]),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/**
 * DESIGN 35: the seller routes whose changes the shop's activity keeps, with who made them (by operation id). Reads,
 * "mark read" and drafts (a caption, an uploaded photo before its product is saved) are left out.
 */
export const auditedShopActions = [
  "connectBot",
  "disconnectBot",
  "unlinkOwnerChat",
  "saveOwnerSettings",
  "createOrder",
  "getOrderPayLink",
  "createPaymentRequest",
  "changeOrderStatus",
  "changeOrderTracking",
  "attachOrderReceipt",
  "decideOrderReceipt",
  "replyInConversation",
  "takeOverConversation",
  "releaseConversation",
  "createTemplate",
  "updateTemplate",
  "setTemplateActive",
  "deleteTemplate",
  "linkChannel",
  "unlinkChannel",
  "createChannelPost",
  "updateChannelPost",
  "cancelChannelPost",
  "createDiscountCode",
  "updateDiscountCode",
  "deleteDiscountCode",
  "inviteStaff",
  "withdrawStaffInvitation",
  "changeStaffRole",
  "removeStaff",
  "setReceiptSettings",
  "setPaymentGateway",
  "addBankCard",
  "makeBankCardDefault",
  "deleteBankCard",
  "createShippingMethod",
  "updateShippingMethod",
  "deleteShippingMethod",
  "saveShopOrigin",
  "connectWhatsappNumber",
  "setWhatsappAutoReply",
  "disconnectWhatsappNumber",
  "sendWhatsappReply",
  "takeOverWhatsappConversation",
  "releaseWhatsappConversation",
  "createProduct",
  "updateProduct",
  "setProductAvailability",
  "deleteProduct",
  // Done in the shop's bot by an owner chat (the buttons' and /ship's changes are named as the web's routes).
  "setStockFromBot",
] as const;
export type AuditedShopAction = (typeof auditedShopActions)[number];
export const isAuditedShopAction = (operationId: string): operationId is AuditedShopAction =>
  (auditedShopActions as readonly string[]).includes(operationId);

export const shopActionSchema = z.object({
  id: z.string(),
  action: z.enum(auditedShopActions),
  /** Who did it: the owner's or a member's name; null for an account since deleted. */
  actor_name: z.string().nullable(),
  subject_id: z.string().nullable(),
  created_at: z.string(),
});
export type ShopAction = z.infer<typeof shopActionSchema>;
export const shopActionListSchema = z.object({ items: z.array(shopActionSchema) });
