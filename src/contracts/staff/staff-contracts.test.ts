import { describe, expect, it } from 'vitest';
import { staffCalls, type StaffCallName } from './calls';
import type { CallSchemas } from '../call-schemas';
import { staffCallSchemas } from './schemas';
import { newPassword, setUpBody, signInBody } from './session';
import { mayCall, roleAreas, staffRoles, type StaffArea } from './roles';
import { markApplicationBody, messageListQuery } from './lists';

const names = Object.keys(staffCalls) as StaffCallName[];

describe('the staff call table', () => {
  it('puts every call under /staff/api/, once, with its id in the params when its path has one', () => {
    const routes = names.map((name) => `${staffCalls[name].method} ${staffCalls[name].path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const name of names) {
      const schemas: CallSchemas = staffCallSchemas[name];
      expect(staffCalls[name].path.includes(':id'), name).toBe(schemas.params !== undefined);
      if (staffCalls[name].body === 'json') expect(schemas.body, name).toBeDefined();
      if (staffCalls[name].body === 'multipart') expect(schemas.fields, name).toBeDefined();
      if (staffCalls[name].method === 'GET') expect(staffCalls[name].body, name).toBe('none');
    }
  });

  it('refuses short passwords and normalises e-mail addresses', () => {
    expect(signInBody.parse({ email: ' Ama@Volta.COM ', password: 'x' })).toEqual({ email: 'ama@volta.com', password: 'x' });
    expect(setUpBody.safeParse({ token: 'a'.repeat(43), password: 'short' }).success).toBe(false);
    expect(setUpBody.safeParse({ token: 'a'.repeat(42), password: 'long enough pass' }).success).toBe(false);
  });

  it('pages, sorts and searches lists with defaults, and refuses unknown sorts', () => {
    expect(messageListQuery.parse({})).toEqual({ pageNo: 1, pageSize: 25, sort: 'createdAt', order: 'desc', q: '' });
    expect(messageListQuery.safeParse({ sort: 'password' }).success).toBe(false);
    expect(markApplicationBody.safeParse({ status: 'promoted' }).success).toBe(false);
  });

  it('takes a move, a note or both on an application, and refuses neither', () => {
    expect(markApplicationBody.parse({ status: 'reviewed' })).toEqual({ status: 'reviewed', note: '' });
    expect(markApplicationBody.parse({ status: '', note: '  Called her back.  ' })).toEqual({ note: 'Called her back.' });
    expect(markApplicationBody.parse({ note: 'Strong portfolio', status: 'shortlisted' })).toEqual({
      status: 'shortlisted',
      note: 'Strong portfolio',
    });
    for (const body of [{}, { status: '' }, { status: '', note: '   ' }]) {
      const refused = markApplicationBody.safeParse(body);
      expect(refused.success, JSON.stringify(body)).toBe(false);
      expect(refused.error?.issues[0]).toMatchObject({ path: ['status'], message: 'Choose a new status or write a note.' });
    }
  });

  it('names, for each role, only areas it has a list call for, and new passwords of 12 to 128 characters', () => {
    const listCall: Record<StaffArea, StaffCallName> = {
      applications: 'listApplications',
      jobs: 'listJobs',
      messages: 'listMessages',
      articles: 'listArticles',
      newsletter: 'listNewsletterIssues',
      subscribers: 'listSubscribers',
      users: 'listUsers',
      audit: 'listAudit',
    };
    for (const role of staffRoles) {
      for (const [area, name] of Object.entries(listCall)) {
        expect(mayCall(staffCalls[name].access, role), `${role} ${area}`).toBe((roleAreas[role] as readonly string[]).includes(area));
      }
    }
    expect(newPassword.safeParse('x'.repeat(11)).success).toBe(false);
    expect(newPassword.safeParse('x'.repeat(12)).success).toBe(true);
    expect(newPassword.safeParse('x'.repeat(129)).success).toBe(false);
  });
});
