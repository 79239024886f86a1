// Topic icon keys → Lucide icons (drawn the same on every device, unlike emoji).
import type { LucideIcon } from 'lucide-react';
import {
  Accessibility, Activity, Backpack, Bandage, BatteryCharging, BedDouble, Bell, Bike, Blinds, BookOpen, Brain, Car, Cigarette,
  CookingPot, Dog, DoorOpen, Droplets, Ear, Eye, FireExtinguisher, Flame, Footprints, Gauge, Hand, HandHelping, HeartPulse, Heater,
  House, Lightbulb, Lock, Map, Plug, Megaphone, MessageSquare, Phone, PhoneCall, Pill, School, Scooter, ShieldCheck, Shirt, Signpost, Siren,
  Smartphone, Snowflake, Speech, Stethoscope, Sun, Tent, Thermometer, TrainFront, TreePine, Umbrella, Users, Video, WavesLadder, Wind, Zap,
} from 'lucide-react';
import type { TopicIcon } from './topics/types.ts';

export const TOPIC_ICONS: Record<TopicIcon, LucideIcon> = {
  megaphone: Megaphone, phone: Phone, 'phone-call': PhoneCall, droplets: Droplets, footprints: Footprints, shirt: Shirt, door: DoorOpen,
  signpost: Signpost, flame: Flame, plug: Plug, extinguisher: FireExtinguisher, bell: Bell, school: School, activity: Activity,
  swim: WavesLadder, car: Car, bike: Bike, thermometer: Thermometer, bandage: Bandage, map: Map, hand: Hand, pill: Pill, blinds: Blinds,
  tent: Tent, heart: HeartPulse, zap: Zap, users: Users, scooter: Scooter, battery: BatteryCharging, smartphone: Smartphone,
  lightbulb: Lightbulb, sun: Sun, house: House, gauge: Gauge, pot: CookingPot, heater: Heater, wind: Wind, train: TrainFront,
  tree: TreePine, umbrella: Umbrella, cigarette: Cigarette, dog: Dog, bed: BedDouble, brain: Brain, snowflake: Snowflake,
  message: MessageSquare, helping: HandHelping, siren: Siren, video: Video, eye: Eye, ear: Ear, wheelchair: Accessibility,
  book: BookOpen, stethoscope: Stethoscope, backpack: Backpack, speech: Speech, shield: ShieldCheck, lock: Lock,
};
