import type { ContactData } from '../../../domain/home/contact-data';

/** §2 contact content: postal address, phone and fax headings, and the contacts table. */
export function ContactDetails({ contact }: { contact: ContactData }) {
  return (
    <div className="contact-details">
      <h3>Postal Address</h3>
      <p>{contact.officialCommunication}</p>
      <h3>Phone Number</h3>
      <ul>
        {contact.phoneNumber.map((p) => (
          <li key={p.number}>
            <a href={`tel:${p.number.replace(/[^+\d]/g, '')}`}>{p.number}</a>
          </li>
        ))}
      </ul>
      <h3>Fax Number</h3>
      <p>{contact.faxNumber}</p>
      <div className="table-scroll">
        <table className="result-table">
          <thead>
            <tr>
              <th scope="col">Designation</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
            </tr>
          </thead>
          <tbody>
            {contact.candidateDetails.map((c) => (
              <tr key={c.mailId}>
                <td data-label="Designation">{c.designation}</td>
                <td data-label="Name">{c.name}</td>
                <td data-label="Email">
                  <a href={`mailto:${c.mailId}`}>{c.mailId}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
