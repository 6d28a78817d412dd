import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '#shared/staff-roles.js';
import type { StaffMember } from '#shared/staff.schema.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { QueryState } from '../../../components/ui/QueryState';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { adminMeQuery } from '../../../lib/capabilities';
import { useQuery } from '@tanstack/react-query';
import { useAddStaff, useChangeRoles, useDeactivate, useStaff } from '../api';
import styles from './staff-admin.module.css';

const ROLE_HINT: Record<StaffRole, string> = {
  owner: 'everything',
  cashier: 'orders, payments, the counter',
  storekeeper: 'stock, products, dispatch',
  editor: 'blog, services, product text',
};

function RolePicker({
  name,
  value,
  onChange,
  disabled,
}: {
  name: string;
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className={styles.staffAdminRoles} disabled={disabled}>
      <legend>Roles</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role}>
          <input
            type="checkbox"
            name={name}
            value={role}
            checked={value.includes(role)}
            onChange={() =>
              onChange(value.includes(role) ? value.filter((r) => r !== role) : [...value, role])
            }
          />{' '}
          {role} <span className="muted">({ROLE_HINT[role]})</span>
        </label>
      ))}
    </fieldset>
  );
}

function MemberRow({ member, self }: { member: StaffMember; self: boolean }) {
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const change = useChangeRoles();
  const deactivate = useDeactivate();
  const changed = roles.join() !== member.roles.join();
  return (
    <li className={`card ${styles.staffAdminItem}`} data-testid="staff-member">
      <div className={styles.staffAdminHead}>
        <strong>{member.email}</strong>
        <span className="muted">
          {member.username}
          {member.verified ? '' : ' · has not set a password yet'}
          {self ? ' · you' : ''}
        </span>
      </div>
      {self ? (
        <p className="muted">Your roles: {member.roles.join(', ')}. Another owner changes them.</p>
      ) : (
        <>
          <RolePicker name={`roles-${member._id}`} value={roles} onChange={setRoles} />
          <div className={styles.staffAdminActions}>
            <Button
              type="button"
              size="sm"
              disabled={!changed || roles.length === 0 || change.isPending}
              onClick={() =>
                change.mutate(
                  { id: member._id, roles },
                  {
                    onSuccess: () => toast.success(`${member.email}: roles saved.`),
                    onError: (err) => {
                      setRoles(member.roles);
                      toast.error(errorMessage(err, 'The roles could not be saved.'));
                    },
                  },
                )
              }
            >
              Save roles
            </Button>
            <Button
              type="button"
              size="sm"
              variant="danger"
              disabled={deactivate.isPending}
              onClick={() => {
                if (!window.confirm(`Deactivate ${member.email}? Their sessions end now.`)) return;
                deactivate.mutate(member._id, {
                  onSuccess: () => toast.success(`${member.email} is deactivated.`),
                  onError: (err) => toast.error(errorMessage(err, 'Could not deactivate.')),
                });
              }}
            >
              Deactivate
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/** Owners: the staff, their roles, adding a person by e-mail (decision 48). */
export default function StaffPage() {
  const staff = useStaff();
  const me = useQuery(adminMeQuery);
  const add = useAddStaff();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>(['cashier']);

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { email, roles },
      {
        onSuccess: (member) => {
          toast.success(
            member.verified
              ? `${member.email} is staff now.`
              : `${member.email} is staff now: a code to set a password was mailed to them.`,
          );
          setEmail('');
        },
      },
    );
  }

  return (
    <section className={styles.staffAdmin} aria-labelledby="staff-title">
      <h1 id="staff-title">Staff</h1>
      <form className={`card ${styles.staffAdminForm}`} onSubmit={submit} aria-label="Add a person">
        <h2>Add a person</h2>
        <TextField
          id="staff-email"
          label="E-mail"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="off"
          required
        />
        <RolePicker name="new-roles" value={roles} onChange={setRoles} />
        {add.isError && <FormError>{errorMessage(add.error)}</FormError>}
        <Button type="submit" variant="primary" disabled={add.isPending || roles.length === 0}>
          Add
        </Button>
      </form>
      <QueryState query={staff} what="the staff" loading="Loading staff..." empty="No staff yet.">
        {(items) => (
          <ul className={styles.staffAdminList}>
            {items.map((m) => (
              <MemberRow
                key={`${m._id}-${m.roles.join()}`}
                member={m}
                self={m._id === me.data?.user._id}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
