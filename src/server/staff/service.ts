// Staff (DESIGN 35): who works in a shop, with which role, and the invitations that bring them in.
export { listShopActivity, recordShopAction } from "./activity";
export { acceptInvitation, inviteStaff, viewInvitation, withdrawInvitation } from "./invitations";
export {
  changeStaffRole,
  leaveShop,
  listStaff,
  removeStaff,
  shopName,
  shopRoleOf,
  staffRoleIn,
  workShops,
} from "./members";
