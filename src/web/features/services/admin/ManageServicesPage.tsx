import { useState } from 'react';
import { SERVICE_LIMITS } from '#shared/service.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { useAddService, useDeleteService, useServices } from '../api';
import { Button } from '../../../components/ui/Button';
import { TextareaField, TextField } from '../../../components/ui/Field';
import styles from '../services.module.css';
import { FormError } from '../../../components/ui/FormError';
import { QueryState } from '../../../components/ui/QueryState';

export default function ManageServicesPage() {
  const services = useServices();
  const add = useAddService();
  const remove = useDeleteService();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');

  return (
    <section aria-labelledby="manage-services-title">
      <h1 id="manage-services-title">Manage Services</h1>
      <form
        className={`card ${styles.adminServicesForm}`}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(
            { name, description },
            {
              onSuccess: () => {
                setName('');
                setDescription('');
              },
            },
          );
        }}
      >
        <TextField
          id="service-name"
          label="Service name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={SERVICE_LIMITS.nameMax}
        />
        <TextareaField
          id="service-description"
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={SERVICE_LIMITS.descriptionMax}
        />
        {add.isError && <FormError>{errorMessage(add.error)}</FormError>}
        <Button type="submit" variant="primary" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Service'}
        </Button>
      </form>

      {remove.isError && <FormError>{errorMessage(remove.error)}</FormError>}
      <QueryState
        query={services}
        what="the services"
        loading="Loading services..."
        empty="No services yet. Add the first one above."
      >
        {(items) => (
          <ul className={styles.adminServicesList} aria-label="Services">
            {items.map((s) => (
              <li key={s._id} className="card">
                <span>{s.name}</span>
                <Button
                  type="button"
                  variant="danger"
                  size="sm"
                  onClick={() => remove.mutate(s._id)}
                  disabled={remove.isPending && remove.variables === s._id}
                  aria-label={`Delete ${s.name}`}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
