import { IonCard, IonCardContent, IonCardHeader, IonCardSubtitle, IonCardTitle, IonIcon } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { constructOutline, lockClosedOutline, schoolOutline } from 'ionicons/icons';
import { collegeProfileQuery } from '../../lib/college-profile';
import { PageFrame } from '../../ui/page-frame';

/** `/`: the college's entry page with the public services available so far. */
export function HomeScreen() {
  const college = useQuery(collegeProfileQuery());
  return (
    <PageFrame title={college.data?.name ?? 'Campus ERP'}>
      <p className="lead">Welcome. Students and parents can look up published examination results here, online or offline.</p>
      <div className="home-cards">
        <Link to="/examresults" className="card-link">
          <IonCard className="home-card">
            <IonCardHeader>
              <IonIcon icon={schoolOutline} className="card-icon" aria-hidden="true" />
              <IonCardTitle>Exam Results</IonCardTitle>
              <IonCardSubtitle>Results by roll number, with PDF download</IonCardSubtitle>
            </IonCardHeader>
            <IonCardContent>Choose an examination, enter the roll number and download ExamResult.pdf.</IonCardContent>
          </IonCard>
        </Link>
        <Link to="/encrypt-decrypt" className="card-link">
          <IonCard className="home-card">
            <IonCardHeader>
              <IonIcon icon={lockClosedOutline} className="card-icon" aria-hidden="true" />
              <IonCardTitle>Encrypt / Decrypt</IonCardTitle>
              <IonCardSubtitle>Encrypt a text or read an encrypted value</IonCardSubtitle>
            </IonCardHeader>
          </IonCard>
        </Link>
        <Link to="/devtools" className="card-link">
          <IonCard className="home-card">
            <IonCardHeader>
              <IonIcon icon={constructOutline} className="card-icon" aria-hidden="true" />
              <IonCardTitle>Developer Options</IonCardTitle>
              <IonCardSubtitle>Point this device at another server</IonCardSubtitle>
            </IonCardHeader>
          </IonCard>
        </Link>
      </div>
      <nav className="legal-links" aria-label="Legal">
        <Link to="/terms">Terms and Conditions</Link>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/return">Returns and Refunds</Link>
      </nav>
    </PageFrame>
  );
}
