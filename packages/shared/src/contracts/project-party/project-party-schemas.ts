import { z } from 'zod';
import { isValidEmail } from '../../rules/email.ts';
import { requiredText } from '../../rules/forms.ts';
import { idSchema } from '../../rules/ids.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';

/** The roles a party plays on a project (issue 17, ADR 0035). */
export const PARTY_ROLES = ['Owner', 'EngineerOfRecord', 'Architect', 'MechanicalContractor'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
export const partyRoleLabels: Record<PartyRole, string> = {
  Owner: 'Owner',
  EngineerOfRecord: 'Engineer of record',
  Architect: 'Architect',
  MechanicalContractor: 'Mechanical contractor',
};

export const partyMessages = {
  roleInvalid: 'Choose the role of the party: owner, engineer of record, architect or mechanical contractor.',
  emailInvalid: 'Enter a valid e-mail address for the contact, or leave it empty.',
  contactsTooMany: 'A party has at most 50 contacts.',
  partyNotFound: 'Party not found.',
  contactNotFound: 'The contact is not one of this project\u2019s parties.',
  noContractors: 'The project has no mechanical contractor with a contact to quote.',
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .default('');

export const partyContactInputSchema = z.object({
  /** An existing contact of the party to keep (and update); absent for a new one. */
  ProjectPartyContactId: idSchema.optional(),
  Name: requiredText('Contact name', 200),
  EmailAddress: optionalText(254, 'E-mail').refine((value) => value === '' || isValidEmail(value), {
    error: partyMessages.emailInvalid,
  }),
  Phone: optionalText(50, 'Phone'),
});

export const upsertPartyBodySchema = z.object({
  ProjectId: idSchema,
  /** Absent to add a party. */
  ProjectPartyId: idSchema.optional(),
  /** The version read; required when changing a party. */
  RowVersion: rowVersionSchema.optional(),
  Role: z.enum(PARTY_ROLES, { error: partyMessages.roleInvalid }),
  CompanyName: requiredText('Company name', 200),
  Contacts: z.array(partyContactInputSchema).max(50, { error: partyMessages.contactsTooMany }).default([]),
});

export const partyContactSchema = z.object({
  ProjectPartyContactId: z.number(),
  Name: z.string(),
  EmailAddress: z.string(),
  Phone: z.string(),
});
export type PartyContact = z.infer<typeof partyContactSchema>;

export const projectPartySchema = z.object({
  ProjectPartyId: z.number(),
  ProjectId: z.number(),
  Role: z.enum(PARTY_ROLES),
  CompanyName: z.string(),
  RowVersion: z.number(),
  Contacts: z.array(partyContactSchema),
});
export type ProjectParty = z.infer<typeof projectPartySchema>;

/** Whom a quote is addressed to, as shown on the quote form and printed on the proposal. */
export const quoteAddresseeSchema = z.object({
  ProjectPartyId: z.number(),
  ProjectPartyContactId: z.number(),
  Role: z.enum(PARTY_ROLES),
  CompanyName: z.string(),
  ContactName: z.string(),
  EmailAddress: z.string(),
  Phone: z.string(),
});
export type QuoteAddressee = z.infer<typeof quoteAddresseeSchema>;
