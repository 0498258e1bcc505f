/** What the project calls answer when they refuse; each says what to do next. */
export const projectMessages = {
  companyNotAllowed: 'Choose a company you work for.',
  companyInactive: 'That company is no longer active. Choose another one.',
  companyNotFound: 'Company not found.',
  brandNotFound: 'Choose a brand from the list.',
  lookupNotFound: (label: string) => `Choose a ${label} from the list.`,
  lookupInactive: (label: string) => `That ${label} is no longer offered. Choose another one.`,
  emailRequired: 'Enter the e-mail address of the user to add.',
  userNotFound: (email: string) => `No user has the e-mail address ${email}.`,
  userInactive: (email: string) => `${email} is not an active user, so it cannot be added.`,
  alreadyProjectUser: (email: string) => `${email} is already a user of this project.`,
  notAProjectUser: 'That user is not a user of this project.',
  attachmentNotFound: 'Attachment not found.',
  quoteNotOfProject: 'That quote is not a quote of this project.',
  pdfUnpacksTooLarge: (fileName: string, pageMegabytes: number, totalMegabytes: number) =>
    `"${fileName}" unpacks to more page content than the server accepts (${pageMegabytes} MB for a page, ${totalMegabytes} MB in all). Save it again as a smaller PDF (for example with "Print to PDF") and attach that.`,
} as const;
