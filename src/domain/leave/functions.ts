/** Every member of staff applies and decides what waits for them (a HoD names a backup approver there). */
export const LEAVE_FUNCTIONS: Readonly<Record<string, string>> = {
  'Apply leave': '/app/Leave',
  'Approve leave': '/app/Leave/Approvals',
  'Approve leave as backup approver': '/app/Leave/Approvals',
};
