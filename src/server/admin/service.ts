// The admin panel's face (001 §8): the guard app.ts puts before it, and what its routes call, each action recorded
// by the admin who took it.
export { listAdminActions } from "./action-record";
export { applicationCv, createJob, listAllJobs, listJobApplications, setJobStatus, updateJob } from "./careers";
export { getPayment, listAllPayments, refundPayment } from "./payments";
export { adminStats } from "./stats";
export { listAllBots, setBotStatus, telegramLog } from "./telegram";
export { answerTicket, moveTicket } from "./tickets";
export { blockUser, listUsers, setAdminRole, unblockUser } from "./users";
export { sendWhatsappTest, whatsappMessageList } from "./whatsapp";
