/** 'HallTicket_22B81A0501.pdf' for one student, 'HallTickets_CSE.pdf' for a branch. */
export const hallTicketFileName = (who: { rollNo?: string; branch?: string }) =>
  who.rollNo ? `HallTicket_${who.rollNo}.pdf` : `HallTickets_${who.branch ?? ''}.pdf`;
